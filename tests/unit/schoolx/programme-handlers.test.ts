import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/node'
import { callApi as call } from '../api-test-helpers'
import { goalReached } from '@/mocks/handlers/schoolx-programme.handlers'
import { schoolxProgrammeTexts as t } from '@/texts/ru/schoolx-programme'

const STUDENT = -101
const OTHER = -1001
const ADMIN = 21
const MODER = 22
const TEACHER = 23
const PLAIN = 2

type DraftRow = { draftID: number; studentID: number; title: string; comments: { author: string; text: string }[] }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('«Школа Х» drafts', () => {
  it('a participant writes a draft, a teacher comments, the participant reads the comment; the rules answer 401/403/400', async () => {
    expect((await call('GET', '/SchoolX/Drafts')).status).toBe(401)
    expect((await call('GET', '/SchoolX/Drafts', PLAIN)).status).toBe(403)
    const foreign = await call('GET', `/SchoolX/Drafts?studentID=${OTHER}`, STUDENT)
    expect([foreign.status, foreign.body.msg]).toEqual([403, t.server.notYours])
    const blank = await call('POST', '/SchoolX/Drafts', STUDENT, { title: '\u200b ', text: 'Текст' })
    expect([blank.status, blank.body.msg]).toEqual([400, t.server.draftTitle])
    const byTeacher = await call('POST', '/SchoolX/Drafts', TEACHER, { title: 'А', text: 'Б' })
    expect([byTeacher.status, byTeacher.body.msg]).toEqual([403, t.server.onlyParticipant])

    const made = await call('POST', '/SchoolX/Drafts', STUDENT, { title: ' Мой план ', text: 'Пройти два модуля.' })
    expect(made.status).toBe(200)
    const draft = made.body.data as DraftRow
    expect([draft.studentID, draft.title, draft.comments]).toEqual([STUDENT, 'Мой план', []])
    expect(db.schoolxDraft.findFirst({ where: { draftID: { equals: draft.draftID } } })?.text).toBe(
      'Пройти два модуля.',
    )

    const byStudent = await call('POST', `/SchoolX/Drafts/${draft.draftID}/Comments`, STUDENT, { text: 'Сам себе' })
    expect([byStudent.status, byStudent.body.msg]).toEqual([403, t.server.onlyStaff])
    const empty = await call('POST', `/SchoolX/Drafts/${draft.draftID}/Comments`, TEACHER, { text: '   ' })
    expect([empty.status, empty.body.msg]).toEqual([400, t.server.commentText])
    expect((await call('POST', '/SchoolX/Drafts/99999/Comments', TEACHER, { text: 'Да' })).status).toBe(404)
    const commented = await call('POST', `/SchoolX/Drafts/${draft.draftID}/Comments`, TEACHER, {
      text: 'Добавьте сроки.',
    })
    expect(commented.status).toBe(200)

    const mine = (await call('GET', '/SchoolX/Drafts', STUDENT)).body.data as DraftRow[]
    expect(mine.every((d) => d.studentID === STUDENT)).toBe(true)
    expect(mine[0].comments).toEqual([
      expect.objectContaining({ author: 'Зайцев Тимур Сергеевич', text: 'Добавьте сроки.' }),
    ])
    const all = (await call('GET', '/SchoolX/Drafts', ADMIN)).body.data as DraftRow[]
    expect(new Set(all.map((d) => d.studentID)).size).toBeGreaterThan(10)
  })

  it('the moderation list shows every comment; a moderator removes one, a teacher may not', async () => {
    expect((await call('GET', '/SchoolX/Draft/Comments', STUDENT)).status).toBe(403)
    const rows = (await call('GET', '/SchoolX/Draft/Comments', TEACHER)).body.data as { commentID: number }[]
    expect(rows).toHaveLength(db.schoolxDraftComment.count())
    const id = rows[0].commentID
    expect((await call('DELETE', `/SchoolX/Draft/Comments/${id}`, TEACHER)).status).toBe(403)
    expect((await call('DELETE', `/SchoolX/Draft/Comments/${id}`, MODER)).status).toBe(200)
    expect(db.schoolxDraftComment.findFirst({ where: { commentID: { equals: id } } })).toBeNull()
  })

  it('the journal summary counts drafts and comments; a participant sees only their own row', async () => {
    const own = (await call('GET', '/SchoolX/PersonalityJournal/Summary', STUDENT)).body.data as {
      studentID: number
      drafts: number
      comments: number
    }[]
    expect(own).toEqual([expect.objectContaining({ studentID: STUDENT, drafts: 1, comments: 1 })])
    const all = (await call('GET', '/SchoolX/PersonalityJournal/Summary', ADMIN)).body.data as { drafts: number }[]
    expect(all.reduce((s, r) => s + r.drafts, 0)).toBe(db.schoolxDraft.count())
  })
})

describe('«Школа Х» module goals and statistics', () => {
  it('goals: anyone reads, a participant may not add, a duplicate is refused, progress counts the reached goals', async () => {
    const goals = (await call('GET', '/SchoolX/Modules/1/Goals', STUDENT)).body.data as { goalID: number }[]
    expect(goals).toHaveLength(4)
    expect((await call('POST', '/SchoolX/Modules/1/Goals', STUDENT, { moduleID: 1, name: 'Х' })).status).toBe(403)
    const twin = await call('POST', '/SchoolX/Modules/1/Goals', TEACHER, {
      moduleID: 1,
      name: 'понимать основные понятия модуля',
      description: '',
    })
    expect([twin.status, twin.body.msg]).toEqual([400, t.server.goalDuplicate])
    const added = await call('POST', '/SchoolX/Modules/1/Goals', TEACHER, {
      moduleID: 1,
      name: 'Собрать робота',
      description: '',
    })
    expect(added.status).toBe(200)

    const progress = (await call('GET', '/SchoolX/Modules/1/GoalProgress', ADMIN)).body.data as {
      studentID: number
      reached: number
      total: number
    }[]
    const members = db.schoolxStudent.getAll().filter((s) => s.moduleIDs.includes(1))
    expect(progress).toHaveLength(members.length)
    const first = progress[0]
    const seeded = goals.map((g) => g.goalID).filter((id) => goalReached(first.studentID, id)).length
    expect([first.reached, first.total]).toEqual([seeded, 5])
    const own = (await call('GET', '/SchoolX/Modules/1/GoalProgress', STUDENT)).body.data as { studentID: number }[]
    expect(own.map((r) => r.studentID)).toEqual([STUDENT])
    expect((await call('GET', '/SchoolX/Modules/999/GoalProgress', ADMIN)).status).toBe(404)
  })

  it('statistics: the organiser sees places, the stored choices and the feedback count; others are refused', async () => {
    expect((await call('GET', '/SchoolX/Modules/Statistics', TEACHER)).status).toBe(403)
    db.schoolxStudent.update({ where: { studentID: { equals: OTHER } }, data: { moduleIDs: [1, 4, 7, 10] } })
    const rows = (await call('GET', '/SchoolX/Modules/Statistics', ADMIN)).body.data as {
      moduleID: number
      places: number
      chosen: number
      fill: number
      forms: number
      average: number | null
    }[]
    expect(rows).toHaveLength(12)
    const robots = rows.find((r) => r.moduleID === 10)!
    const chosen = db.schoolxStudent.getAll().filter((s) => s.moduleIDs.includes(10)).length
    expect(robots.chosen).toBe(chosen)
    expect(robots.fill).toBe(Math.round((chosen / robots.places) * 100))
    expect(rows.some((r) => r.forms > 0 && r.average !== null && r.average >= 1 && r.average <= 5)).toBe(true)
  })
})

describe('«Школа Х» staff lists', () => {
  it('events refuse more attendees than planned and dates outside the year; teams and teachers check their rules', async () => {
    const base = { date: '2026-12-01', name: 'Лекция', place: 'Аудитория 1-333', planned: 10, attended: 12 }
    const over = await call('POST', '/SchoolX/Students/FixingEvents', TEACHER, base)
    expect([over.status, over.body.msg]).toEqual([400, t.server.attendedOverPlanned])
    const late = await call('POST', '/SchoolX/Students/FixingEvents', TEACHER, {
      ...base,
      attended: 8,
      date: '2027-09-02',
    })
    expect([late.status, late.body.msg]).toEqual([400, t.server.dateOutOfYear])
    expect((await call('POST', '/SchoolX/Students/FixingEvents', STUDENT, { ...base, attended: 8 })).status).toBe(403)
    expect((await call('POST', '/SchoolX/Students/FixingEvents', TEACHER, { ...base, attended: 8 })).status).toBe(200)
    const team = { name: 'Бета', course: 1, mentor: 'Зайцев Т. С.', members: 1, project: 'Сайт' }
    expect((await call('POST', '/SchoolX/Teams', MODER, team)).body.msg).toBe(t.server.membersRange)
    const teacher = { fio: 'Иванов И. И.', position: 'Доцент', subject: 'Химия', email: 'нет' }
    expect((await call('POST', '/SchoolX/Teachers', ADMIN, teacher)).body.msg).toBe(t.server.emailFormat)
    expect((await call('POST', '/SchoolX/Teachers', TEACHER, teacher)).status).toBe(403)
    expect(((await call('GET', '/SchoolX/Teachers', TEACHER)).body.data as unknown[]).length).toBeGreaterThan(5)
  })
})
