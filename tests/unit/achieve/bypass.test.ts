import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { bypassProgress, getBypassSheets, markBypassSheet, openBypassSheet } from '@/api/achieve-bypass'
import { achieveTexts } from '@/texts/ru/achieve'
import { failure, signIn } from '../api-test-helpers'

const t = achieveTexts.bypass
const STUDENT = 1
const DEAN = 9 // 'Деканат' among the dean's roles
const CERTS = 20
const silent = { silent: true }
const mark = (status: 'waiting' | 'signed' | 'debt') => ({ departmentID: 1, status, note: '', at: '', by: '' })

describe('bypass sheet progress', () => {
  it('counts signed departments and debts; complete only when every department signed', () => {
    expect(bypassProgress({ marks: [mark('signed'), mark('debt'), mark('waiting')] })).toEqual({
      signed: 1,
      debts: 1,
      total: 3,
      complete: false,
    })
    expect(bypassProgress({ marks: [mark('signed'), mark('signed')] }).complete).toBe(true)
    expect(bypassProgress({ marks: [] }).complete).toBe(false)
  })
})

describe('bypass sheet against the mock backend', () => {
  it('refuses a guest (401), other roles (403) and bad bodies (400, Russian)', async () => {
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    expect((await failure(getBypassSheets(silent))).code).toBe('unauthorized')
    signIn(CERTS)
    expect((await failure(getBypassSheets(silent))).code).toBe('forbidden')
    signIn(STUDENT)
    expect((await failure(markBypassSheet({ sheetID: 1, departmentID: 1, status: 'signed' }, silent))).code).toBe(
      'forbidden',
    )
    const noReason = await failure(openBypassSheet({ reason: 'nothing' as never }, silent))
    expect(noReason.serverMessage).toBe(t.errors.reasonRequired)
  })

  it('a student opens a sheet; the staff mark a debt, then sign every department; it is then complete', async () => {
    signIn(STUDENT)
    expect((await getBypassSheets()).sheets).toEqual([])
    const sheet = await openBypassSheet({ reason: 'graduation' })
    expect(sheet.marks.every((m) => m.status === 'waiting')).toBe(true)
    expect((await failure(openBypassSheet({ reason: 'transfer' }, silent))).serverMessage).toBe(t.server.alreadyOpen)

    signIn(DEAN)
    const all = await getBypassSheets()
    expect(all.sheets.length).toBeGreaterThan(10)
    const noNote = await failure(
      markBypassSheet({ sheetID: sheet.id, departmentID: 1, status: 'debt', note: ' ' }, silent),
    )
    expect(noNote.serverMessage).toBe(t.errors.noteRequired)
    const debt = await markBypassSheet({ sheetID: sheet.id, departmentID: 1, status: 'debt', note: 'Вернуть 2 книги' })
    expect(debt.marks[0]).toMatchObject({ status: 'debt', note: 'Вернуть 2 книги', by: 'Степанов Николай Олегович' })
    let last = debt
    for (const d of all.departments)
      last = await markBypassSheet({ sheetID: sheet.id, departmentID: d.id, status: 'signed' })
    expect(bypassProgress(last).complete).toBe(true)
    const again = await failure(
      markBypassSheet({ sheetID: sheet.id, departmentID: 1, status: 'debt', note: 'x' }, silent),
    )
    expect(again.serverMessage).toBe(t.server.alreadySigned)

    signIn(STUDENT)
    const mine = (await getBypassSheets()).sheets
    expect(mine).toHaveLength(1)
    expect(bypassProgress(mine[0]).complete).toBe(true)
    expect(JSON.parse(db.bypassSheet.findFirst({ where: { id: { equals: sheet.id } } })!.marks)).toHaveLength(6)
  })
})
