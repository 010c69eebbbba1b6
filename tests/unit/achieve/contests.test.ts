import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import {
  applyToContest,
  getContest,
  getContests,
  getDraws,
  saveContestMarks,
  saveDraw,
  contestMarksFormSchema,
} from '@/api/contests'
import { applicationScore, rankWithTies, seededOrder, seededRandom } from '@/lib/contest-ranking'
import { contestTexts, fillText } from '@/texts/ru/contests'
import * as v from 'valibot'
import { failure, signIn } from '../api-test-helpers'

const s = contestTexts.server
const STUDENT = 1
const TEACHER = 8 // on the jury of contests 1, 4 and 5
const ORGANISER = 16
const DEAN = 9
const OPEN = 4
const CLOSED = 5
const silent = { silent: true }
const signOut = () => (document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT')
const pdf = (name = 'работа.pdf') => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' })

describe('contest arithmetic', () => {
  it('scores an application by the mean of the judges’ totals, rounded to hundredths', () => {
    expect(applicationScore([])).toBeNull()
    const judge = (judgeID: number, ...marks: number[]) => ({
      judgeID,
      marks: marks.map((mark, i) => ({ criterionID: i + 1, mark })),
    })
    expect(applicationScore([judge(1, 8, 7, 5), judge(2, 9, 9, 4)])).toBe(21)
    expect(applicationScore([judge(1, 10, 0, 0), judge(2, 5, 0, 0), judge(3, 5, 0, 0)])).toBe(6.67)
  })

  it('gives equal scores one place and skips the places they take; unmarked entries have none', () => {
    const rows = [
      { id: 1, score: 30 },
      { id: 2, score: 40 },
      { id: 3, score: null },
      { id: 4, score: 30 },
      { id: 5, score: 10 },
    ]
    const ranked = rankWithTies(
      rows,
      (r) => r.score,
      (a, b) => a.id - b.id,
    )
    expect(ranked.map((r) => [r.item.id, r.place, r.tied])).toEqual([
      [2, 1, false],
      [1, 2, true],
      [4, 2, true],
      [5, 4, false],
      [3, null, false],
    ])
  })

  it('draws the same order from the same seed, a different one from another, and keeps every name', () => {
    const names = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Зоя']
    const a = seededOrder(names, 42)
    expect(seededOrder(names, 42)).toEqual(a)
    expect(seededOrder(names, 43)).not.toEqual(a)
    expect([...a].sort()).toEqual([...names].sort())
    expect(names).toEqual(['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Зоя'])
    const r = seededRandom(7)
    const values = Array.from({ length: 1000 }, r)
    expect(values.every((x) => x >= 0 && x < 1)).toBe(true)
  })

  it('is fair: over many seeds each of three names comes first about a third of the time', () => {
    const firsts = { А: 0, Б: 0, В: 0 }
    for (let seed = 1; seed <= 3000; seed++) firsts[seededOrder(['А', 'Б', 'В'] as const, seed)[0]!]++
    for (const count of Object.values(firsts)) expect(count).toBeGreaterThan(900)
    for (const count of Object.values(firsts)) expect(count).toBeLessThan(1100)
  })

  it('accepts a mark only within 0…the criterion’s maximum, with a Russian message', () => {
    const schema = contestMarksFormSchema([{ id: 3, name: 'Оформление', maxMark: 5 }])
    expect(v.safeParse(schema, { m3: 5 }).success).toBe(true)
    const high = v.safeParse(schema, { m3: 6 })
    expect(high.success ? '' : high.issues[0].message).toBe('Оценка от 0 до 5')
    const none = v.safeParse(schema, { m3: null })
    expect(none.success ? '' : none.issues[0].message).toBe(contestTexts.errors.markRequired)
  })
})

describe('contests against the mock backend', () => {
  it('refuses a guest (401), a non-student’s application and a non-judge’s marks (403)', async () => {
    signOut()
    expect((await failure(getContests(silent))).code).toBe('unauthorized')
    expect((await failure(saveDraw({ seed: 1, names: ['А', 'Б'] }, silent))).code).toBe('unauthorized')
    expect((await getDraws(silent)).length).toBeGreaterThan(0)
    signIn(TEACHER)
    expect((await failure(applyToContest(OPEN, { title: 'Т', summary: 'А', files: [] }, silent))).code).toBe(
      'forbidden',
    )
    signIn(DEAN)
    const marks = { applicationID: 1, marks: [] }
    expect((await failure(saveContestMarks(OPEN, marks, silent))).serverMessage).toBe(s.notJury)
    expect((await failure(getContest(999, silent))).code).toBe('notFound')
  })

  it('a student applies with a file once; after the deadline the server refuses (400, Russian)', async () => {
    signIn(STUDENT)
    const list = await getContests(silent)
    expect(list.map((c) => [c.competitionID, c.phase]).filter(([id]) => id !== 1)).toEqual([
      [OPEN, 'open'],
      [6, 'soon'],
      [CLOSED, 'closed'],
    ])
    expect(list.find((c) => c.competitionID === OPEN)!.can.apply).toBe(true)
    const blank = await failure(applyToContest(OPEN, { title: ' \u200b ', summary: 'Аннотация', files: [] }, silent))
    expect(blank.serverMessage).toBe(contestTexts.errors.titleRequired)
    const exe = await failure(applyToContest(OPEN, { title: 'Т', summary: 'А', files: [pdf('x.exe')] }, silent))
    expect(exe.serverMessage).toBe(contestTexts.errors.fileType)
    const view = await applyToContest(OPEN, { title: 'Чат-бот приёмной комиссии', summary: 'Бот', files: [pdf()] })
    expect(view.mine).toMatchObject({ title: 'Чат-бот приёмной комиссии', files: [{ name: 'работа.pdf' }] })
    const row = db.contestApplication.findFirst({ where: { id: { equals: view.mine!.id } } })!
    expect(row.studentID).toBe(STUDENT)
    expect((await failure(applyToContest(OPEN, { title: 'Ещё', summary: 'А', files: [] }, silent))).serverMessage).toBe(
      s.already,
    )
    const late = await failure(applyToContest(CLOSED, { title: 'Поздно', summary: 'А', files: [] }, silent))
    expect(late.serverMessage).toBe(fillText(s.deadline, { date: '10.11.2026' }))
    expect(view.applications).toEqual([])
    expect(view.results).toBeNull()
  })

  it('a judge’s marks are range-checked, replace the earlier ones and move the mean', async () => {
    signIn(TEACHER)
    const before = await getContest(OPEN)
    const app = before.applications[0]!
    expect(app.score).toBe(20) // the organiser's 8 + 7 + 5
    const out = {
      applicationID: app.id,
      marks: [
        { criterionID: 1, mark: 11 },
        { criterionID: 2, mark: 5 },
        { criterionID: 3, mark: 5 },
      ],
    }
    expect((await failure(saveContestMarks(OPEN, out, silent))).serverMessage).toBe('Оценка от 0 до 10')
    const partial = { applicationID: app.id, marks: [{ criterionID: 1, mark: 5 }] }
    expect((await failure(saveContestMarks(OPEN, partial, silent))).serverMessage).toBe(s.allCriteria)
    const good = {
      applicationID: app.id,
      marks: [
        { criterionID: 1, mark: 10 },
        { criterionID: 2, mark: 9 },
        { criterionID: 3, mark: 5 },
      ],
    }
    await saveContestMarks(OPEN, good)
    const again = { ...good, marks: good.marks.map((m) => ({ ...m, mark: m.mark - 1 })) }
    const view = await saveContestMarks(OPEN, again)
    expect(view.myMarks.filter((m) => m.applicationID === app.id).map((m) => m.mark)).toEqual([9, 8, 4])
    expect(view.applications[0]).toMatchObject({ judged: 2, score: 20.5 })
    expect(
      db.contestMark.findMany({ where: { applicationID: { equals: app.id }, judgeID: { equals: TEACHER } } }),
    ).toHaveLength(3)
  })

  it('results of a finished contest rank by the mean with a shared second place; open ones stay hidden', async () => {
    signIn(STUDENT)
    const results = (await getContest(CLOSED)).results!
    expect(results.map((r) => [r.score, r.place, r.tied])).toEqual([
      [39, 1, false],
      [34, 2, true],
      [34, 2, true],
      [26.5, 4, false],
      [null, null, false],
    ])
    expect((await getContest(OPEN)).results).toBeNull()
    signIn(ORGANISER)
    expect((await getContest(OPEN)).results).not.toBeNull()
  })

  it('a saved draw is the seeded order the server recomputes, first in the list', async () => {
    signIn(DEAN)
    const names = ['Команда 1', 'Команда 2', 'Команда 3', 'Команда 4']
    const bad = await failure(saveDraw({ seed: 5, names: ['Один'] }, silent))
    expect(bad.serverMessage).toBe(contestTexts.errors.namesRequired)
    const saved = await saveDraw({ seed: 777, names })
    expect(saved.order).toEqual(seededOrder(names, 777))
    expect((await getDraws())[0]).toMatchObject({ id: saved.id, seed: 777, by: 'Степанов Николай Олегович' })
  })
})
