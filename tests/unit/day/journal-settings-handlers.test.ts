import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getJournal, saveMark } from '@/api/journal'
import { http } from '@/api/http'
import type { JournalSetting } from '@/api/journal-settings'
import { journalKeys } from '@/mocks/seed/journal.seed'
import { journalSettingsTexts as t } from '@/texts/ru/journal-settings'
import { failure, signIn } from '../api-test-helpers'

const TEACHER = 8
const body = { scale: 'credit', weightClass: 50, weightTests: 30, weightHomework: 20, lessonTypes: ['ordinary'] }
const put = (journalID: number, b: object) => http.put(`/Journals/Settings/${journalID}`, b, { silent: true })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('journal settings mock calls (issue 15: /Journals/Settings)', () => {
  it('defaults follow the control form; the scale saved decides which values the journal accepts', async () => {
    signIn(TEACHER)
    const list = ((await http.get('/Journals/Settings', undefined, { silent: true })) as { data: JournalSetting[] })
      .data
    const k = journalKeys().find((j) => j.teacherID === TEACHER && j.control === 'exam')!
    expect(list.find((r) => r.journalID === k.journalID)).toMatchObject({ scale: 'five', weightClass: 40 })
    const journal = await getJournal(k.journalID)
    const date = journal.dates.filter((d) => d <= journal.today).at(-1)!
    const studentID = journal.students[0].studentID
    await saveMark({ journalID: k.journalID, studentID, date, value: '5' })
    await put(k.journalID, body)
    expect((await getJournal(k.journalID)).control).toBe('credit')
    expect(await failure(saveMark({ journalID: k.journalID, studentID, date, value: '4' }))).toMatchObject({
      code: 'badRequest',
    })
    await saveMark({ journalID: k.journalID, studentID, date, value: 'зачтено' })
  })

  it('refuses weights not adding up to 100, no lesson type, another teacher’s journal (403) and a guest (401)', async () => {
    signIn(TEACHER)
    const own = journalKeys().find((j) => j.teacherID === TEACHER)!
    const foreign = journalKeys().find((j) => j.teacherID !== TEACHER)!
    expect(await failure(put(own.journalID, { ...body, weightHomework: 10 }))).toMatchObject({
      code: 'badRequest',
      message: t.weightsTotal(90),
    })
    expect(await failure(put(own.journalID, { ...body, lessonTypes: [] }))).toMatchObject({
      message: t.typesRequired,
    })
    expect(await failure(put(own.journalID, { ...body, weightClass: 150, weightTests: -50 }))).toMatchObject({
      message: t.weightRange,
    })
    expect(await failure(put(foreign.journalID, body))).toMatchObject({ code: 'forbidden', message: t.notOwn })
    signIn(9) // 'Деканат-Изменение' changes every journal
    expect(await put(foreign.journalID, body)).toMatchObject({ data: { journalID: foreign.journalID } })
    document.cookie = 'authToken=; path=/; max-age=0'
    expect(await failure(put(own.journalID, body))).toMatchObject({ code: 'unauthorized' })
  })
})
