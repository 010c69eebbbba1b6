import { describe, expect, it } from 'vitest'
import { getManagerWeek, type LessonValues } from '@/api/rasp-manager'
import {
  addDraftLesson,
  deleteDraftLesson,
  getDraftWeek,
  publishDraft,
  saveDraftLesson,
  startDraft,
  type DraftSource,
} from '@/api/rasp-draft'
import { db } from '@/mocks/db'
import { nextSemester } from '@/mocks/handlers/rasp-draft.handlers'
import { raspDraftTexts } from '@/texts/ru/rasp-draft'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'
import { failure, signIn } from '../api-test-helpers'

const t = raspDraftTexts.server
const tm = raspManagerTexts.server
const DEAN = 9
const GROUP = 131

describe('the next semester (spec 2 §9)', () => {
  it('after the autumn comes the spring of the same academic year, after the spring the next autumn', () => {
    expect(nextSemester('2026-11-27')).toBe('весенний семестр 2026-2027')
    expect(nextSemester('2027-01-20')).toBe('весенний семестр 2026-2027')
    expect(nextSemester('2027-03-02')).toBe('осенний семестр 2027-2028')
  })
})

describe('the new-semester builder calls (/api/RaspManager/Draft*)', () => {
  it('starts a draft from the template, moves a lesson, publishes it, reopens it', async () => {
    signIn(DEAN)
    expect(await getDraftWeek(GROUP)).toMatchObject({ status: 'none', slots: [], group: 'ВИТ31' })
    const template = await getManagerWeek(GROUP)
    const draft = await startDraft(GROUP, 'template')
    expect(draft.status).toBe('draft')
    expect(draft.slots.map((s) => s.subject).sort()).toEqual(template.slots.map((s) => s.subject).sort())
    expect((await failure(startDraft(GROUP, 'empty'))).serverMessage).toBe(t.exists)

    const lesson = draft.slots.find((s) => s.parity === 'both' && s.subgroup === 0)!
    const moved = await saveDraftLesson(lesson.id, { ...lesson, weekday: 5, pair: 7 })
    expect(moved).toMatchObject({ id: lesson.id, weekday: 5, pair: 7 })
    // the template of the current semester stays as it was
    expect((await getManagerWeek(GROUP)).slots).toEqual(template.slots)

    const published = await publishDraft(GROUP)
    expect(published).toMatchObject({ status: 'published' })
    expect(published.publishedAt).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(db.raspDraft.findFirst({ where: { groupID: { equals: GROUP } } })?.status).toBe('published')
    // a published draft is closed for changes until reopened; reopened, its lessons stay
    expect((await failure(saveDraftLesson(lesson.id, moved))).serverMessage).toBe(t.notOpen)
    expect((await failure(publishDraft(GROUP))).serverMessage).toBe(t.alreadyPublished)
    const reopened = await startDraft(GROUP, 'published')
    expect(reopened.status).toBe('draft')
    expect(reopened.slots).toEqual(published.slots)
  })

  it('refuses a clash with another group’s draft of the next semester in Russian', async () => {
    signIn(DEAN)
    await startDraft(GROUP, 'empty')
    await startDraft(GROUP + 1, 'empty')
    const values: LessonValues = {
      weekday: 0,
      pair: 1,
      parity: 'both',
      subject: 'Базы данных',
      kind: 'lecture',
      room: '1-105',
      teacherID: (await getManagerWeek(GROUP)).slots[0].teacherID,
      subgroup: 0,
    }
    const a = await addDraftLesson(GROUP, values)
    const clash = await failure(addDraftLesson(GROUP + 1, values))
    expect(clash.status).toBe(400)
    expect(clash.serverMessage).toMatch(/^Конфликт: (преподаватель|аудитория)/)
    // the same pair with the current semester's template lessons is no clash: only drafts count
    expect((await getDraftWeek(GROUP + 1)).slots).toEqual([])
    await deleteDraftLesson(a.id)
    expect((await failure(deleteDraftLesson(a.id))).status).toBe(404)
  })

  it('401, 403, 400 (bad source, empty draft, bad lesson) and 404 (unknown group, no draft)', async () => {
    document.cookie = 'authToken=; max-age=0'
    expect((await failure(getDraftWeek(GROUP))).status).toBe(401)
    signIn(1)
    expect((await failure(startDraft(GROUP, 'template'))).status).toBe(403)
    signIn(DEAN)
    expect((await failure(getDraftWeek(99_999))).serverMessage).toBe(tm.groupNotFound)
    expect((await failure(publishDraft(GROUP))).serverMessage).toBe(t.noDraft)
    expect((await failure(startDraft(GROUP, 'old' as DraftSource))).serverMessage).toBe(t.badSource)
    expect((await failure(startDraft(GROUP, 'published'))).serverMessage).toBe(t.nothingPublished)
    await startDraft(GROUP, 'empty')
    const empty = await failure(publishDraft(GROUP))
    expect([empty.status, empty.serverMessage]).toEqual([400, t.empty])
    const { slots } = await getManagerWeek(GROUP)
    const bad = await failure(addDraftLesson(GROUP, { ...slots[0], subject: '\u200B ' }))
    expect(bad.serverMessage).toBe(tm.noSubject)
  })
})
