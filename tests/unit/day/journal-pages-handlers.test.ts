import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db'
import { journalCells, journalKeys } from '@/mocks/seed/journal.seed'
import { getStudentPasses } from '@/api/journal'
import { removeValidPass, saveValidPass, type ValidPassStudent } from '@/api/journal-passes'
import { getJournalStat, type AttendanceRow, type FillingRow, type MissedRow } from '@/api/journal-stats'
import { http } from '@/api/http'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { failure, signIn } from '../api-test-helpers'

const STUDENT = 1
const TEACHER = 8
const DEAN = 9
const t = journalPagesTexts
const listStudents = async () =>
  ((await http.get('/Journals/ValidPass/ListStudents', undefined, { silent: true })) as { data: ValidPassStudent[] })
    .data

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

/** A student without any valid pass yet, and the dates of their unexcused absences. */
async function unexcusedStudent() {
  signIn(DEAN)
  const row = (await listStudents()).find((r) => r.passes === 0 && r.invalid >= 2)!
  const groupID = db.user.findFirst({ where: { userID: { equals: row.studentID } } })!.groupID
  const dates = journalKeys()
    .filter((k) => k.groupID === groupID)
    .flatMap((k) => [...journalCells(k).values()])
    .filter((c) => c.studentID === row.studentID && c.value === 'н')
    .map((c) => c.date)
    .sort()
  return { row, dates }
}
const sum = (rows: AttendanceRow[], f: 'valid' | 'absences') => rows.reduce((s, r) => s + r[f], 0)

describe('valid passes and journal statistics mock calls (issue 15)', () => {
  it('the dean office records a valid pass: those absences turn valid in the list, StudentPasses and the statistics; withdrawing it restores them', async () => {
    const { row, dates } = await unexcusedStudent()
    const [from] = dates
    const to = dates[1]
    const covered = dates.filter((d) => d >= from && d <= to).length
    const before = sum((await getJournalStat('attendance')).rows as AttendanceRow[], 'valid')
    const saved = await saveValidPass({
      studentID: row.studentID,
      reason: 'Болезнь (медицинская справка)',
      document: ' 1234 ',
      dateFrom: from,
      dateTo: to,
    })
    expect(saved.document).toBe('1234')
    expect(db.journalValidPass.findFirst({ where: { id: { equals: saved.id } } })?.authorID).toBe(DEAN)
    const after = (await listStudents()).find((r) => r.studentID === row.studentID)!
    expect(after).toMatchObject({ valid: row.valid + covered, invalid: row.invalid - covered, passes: 1 })
    const passes = await getStudentPasses(row.studentID)
    expect(passes.passes).toContainEqual({
      id: saved.id,
      dateFrom: from,
      dateTo: to,
      reason: saved.reason,
      document: '1234',
    })
    expect(passes.rows.reduce((s, r) => s + r.valid, 0)).toBe(row.valid + covered)
    const stat = (await getJournalStat('attendance')).rows as AttendanceRow[]
    expect(sum(stat, 'valid')).toBe(before + covered)
    // an overlapping record is refused in Russian
    expect((await failure(saveValidPass({ ...saved, dateFrom: to, dateTo: to }))).message).toBe(t.server.overlap)
    await removeValidPass(saved.id)
    expect((await listStudents()).find((r) => r.studentID === row.studentID)).toMatchObject({
      valid: row.valid,
      passes: 0,
    })
    expect((await failure(removeValidPass(saved.id))).code).toBe('notFound')
  })

  it('refuses: no token 401, a student 403, a read-only dean role 403, bad bodies 400 with the rule', async () => {
    const body = { studentID: 2001, reason: 'Донорство', document: 'А-1', dateFrom: '2026-10-01', dateTo: '2026-10-02' }
    signIn(0)
    document.cookie = 'authToken=; Max-Age=0; path=/'
    expect((await failure(saveValidPass(body))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(saveValidPass(body))).code).toBe('forbidden')
    expect((await failure(listStudents())).code).toBe('forbidden')
    db.user.update({ where: { userID: { equals: DEAN } }, data: { roleIDs: [22] } }) // Деканат-Чтение only
    signIn(DEAN)
    expect(await listStudents()).not.toHaveLength(0)
    expect((await failure(saveValidPass(body))).message).toBe(t.server.onlyDean)
    signIn(19) // the journals admin
    expect((await failure(saveValidPass({ ...body, document: '\u200b ' }))).message).toBe(t.validForm.documentRequired)
    expect((await failure(saveValidPass({ ...body, dateTo: '2026-09-30' }))).message).toBe(t.validForm.dateOrder)
    expect((await failure(saveValidPass({ ...body, dateFrom: '2026-08-20' }))).message).toBe(t.server.outside)
    expect((await failure(saveValidPass({ ...body, studentID: 8 }))).code).toBe('notFound')
    expect((await saveValidPass(body)).studentID).toBe(2001)
  })

  it('statistics: a teacher sees their own journals only, the dean all; a student is refused', async () => {
    signIn(TEACHER)
    const own = (await getJournalStat('attendance')).rows as AttendanceRow[]
    const ownIDs = journalKeys()
      .filter((k) => k.teacherID === TEACHER)
      .map((k) => k.journalID)
    expect(own.map((r) => r.journalID).sort()).toEqual(ownIDs.sort())
    for (const r of own) expect(r.expected % r.held || 0).toBe(0)
    const filling = (await getJournalStat('filling')).rows as FillingRow[]
    expect(filling).toHaveLength(1)
    expect(filling[0].filled).toBeLessThanOrEqual(filling[0].held)
    expect(filling[0].filled).toBeGreaterThan(0)
    signIn(DEAN)
    const all = (await getJournalStat('attendance')).rows as AttendanceRow[]
    expect(all).toHaveLength(journalKeys().length)
    expect(sum(all, 'absences')).toBeGreaterThan(sum(own, 'absences'))
    const missed = (await getJournalStat('missed')).rows as MissedRow[]
    expect(missed.length).toBeGreaterThan(5)
    for (let i = 1; i < missed.length; i += 1) expect(missed[i - 1].missed).toBeGreaterThanOrEqual(missed[i].missed)
    signIn(STUDENT)
    expect((await failure(getJournalStat('missed'))).code).toBe('forbidden')
  })
})
