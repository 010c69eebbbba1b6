import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { emptyProtocol, examOfType, levelOfType, typeOf, cipherOf, type GiaProtocol } from '@/api/gia'
import { ApiError } from '@/api/errors'
import { reportEditMachine } from '@/machines/gia/report-edit.machine'
import { saveBody } from '@/machines/gia/report-edit.values'
import {
  selectCanConfirm,
  selectCanEdit,
  selectLockedBecauseConfirmed,
  selectSaveError,
} from '@/machines/gia/report-edit.selectors'

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }

function harness(protocol: GiaProtocol | null, allowConfirm = false) {
  const calls: Record<string, Pending[]> = {}
  const control = (id: string) =>
    fromPromise(({ input }) => new Promise((resolve, reject) => (calls[id] ??= []).push({ resolve, reject, input })))
  const navigated: number[] = []
  const machine = reportEditMachine.provide({
    actors: Object.fromEntries(
      [
        'saveReport',
        'confirmReport',
        'importReport',
        'loadDirections',
        'loadProgrammes',
        'loadCompetences',
        'loadChairmen',
        'loadStudents',
      ].map((id) => [id, control(id)]),
    ) as never,
    actions: { navigateToReport: (_: unknown, p: { reportID: number }) => navigated.push(p.reportID) },
  })
  const withLoad = machine.provide({
    actors: {
      loadReport: fromPromise(async () => ({ allowConfirm, ugsns: [{ id: 9, name: 'u' }], protocol })),
    } as never,
  })
  const actor = createActor(withLoad, { input: { protocolID: protocol?.reportID ?? null } })
  actor.start()
  return { actor, calls, navigated, last: (id: string) => calls[id]![calls[id]!.length - 1]! }
}

describe('type code', () => {
  it('derives level and exam from every code and recomputes the same code', () => {
    const expected: Record<number, [number, boolean]> = {
      1: [2, false],
      2: [2, true],
      3: [3, false],
      4: [3, true],
      5: [1, false],
      6: [1, true],
    }
    for (const [code, [level, exam]] of Object.entries(expected)) {
      expect(levelOfType(Number(code))).toBe(level)
      expect(examOfType(Number(code))).toBe(exam)
      expect(typeOf(level, exam)).toBe(Number(code))
    }
  })
  it('save body carries the code recomputed from level and checkbox', () => {
    expect(
      saveBody({ ...emptyProtocol(), typeProtocol: 1, levelEducation: 3, porotectionFromTheStateExam: true })
        .typeProtocol,
    ).toBe(4)
    expect(
      saveBody({ ...emptyProtocol(), typeProtocol: 6, levelEducation: 2, porotectionFromTheStateExam: false })
        .typeProtocol,
    ).toBe(1)
  })
  it('cipher is the first word of the direction', () =>
    expect(cipherOf('09.03.01 Информатика и вычислительная техника')).toBe('09.03.01'))
})

describe('report edit lifecycle', () => {
  it('new → save → edit → cancel (changes kept) → edit → save', async () => {
    const h = harness(null)
    await waitFor(h.actor, (s) => s.matches('ready'))
    expect(h.actor.getSnapshot().matches({ ready: { mode: 'editing' } })).toBe(true)
    // the form's values travel in the save event
    h.actor.send({ type: 'report.save', values: { ...emptyProtocol(), demonstrationPart: 'Презентация' } })
    expect(h.last('saveReport').input).toMatchObject({ demonstrationPart: 'Презентация', typeProtocol: 1 })
    h.last('saveReport').resolve({ reportID: 7 })
    await waitFor(h.actor, (s) => s.matches({ ready: { mode: 'viewing' } }))
    expect(h.navigated).toEqual([7])
    expect(h.actor.getSnapshot().context.protocolID).toBe(7)
    h.actor.send({ type: 'report.save', values: { ...emptyProtocol(), demonstrationPart: 'ignored' } })
    h.actor.send({ type: 'report.cancel', values: { ...emptyProtocol(), demonstrationPart: 'ignored' } })
    expect(h.actor.getSnapshot().context.report.demonstrationPart).toBe('Презентация')
    h.actor.send({ type: 'report.edit' })
    h.actor.send({
      type: 'report.cancel',
      values: { ...h.actor.getSnapshot().context.report, demonstrationPart: 'Видео' },
    })
    expect(h.actor.getSnapshot().matches({ ready: { mode: 'viewing' } })).toBe(true)
    expect(h.actor.getSnapshot().context.report.demonstrationPart).toBe('Видео')
    h.actor.send({ type: 'report.edit' })
    h.actor.send({ type: 'report.import', protocolID: 1 })
    expect(h.actor.getSnapshot().matches({ ready: { mode: 'editing' } })).toBe(true)
    // the id is the machine's: the form's values carry none
    h.actor.send({ type: 'report.save', values: { ...emptyProtocol(), demonstrationPart: 'Видео' } })
    expect(h.last('saveReport').input).toMatchObject({ reportID: 7, demonstrationPart: 'Видео' })
  })

  it('import copies another protocol into the new report and reloads its lists', async () => {
    const h = harness(null)
    await waitFor(h.actor, (s) => s.matches('ready'))
    h.actor.send({ type: 'report.import', protocolID: 1 })
    expect(h.last('importReport').input).toEqual({ protocolID: 1 })
    h.last('importReport').resolve({
      ...emptyProtocol(),
      reportID: 1,
      veryfied: true,
      typeProtocol: 6,
      ugsnid: 38,
      directionСipher: '38.05.01 ЭБ',
      nameOOP: 'P',
      chairmanId: 12,
    })
    await waitFor(h.actor, (s) => s.matches({ ready: { mode: 'editing' } }))
    const r = h.actor.getSnapshot().context.report
    expect(r).toMatchObject({
      reportID: null,
      veryfied: false,
      ugsnid: 38,
      levelEducation: 1,
      porotectionFromTheStateExam: true,
    })
    expect(h.actor.getSnapshot().context.protocolID).toBeNull()
    expect(h.last('loadDirections').input).toMatchObject({ ugsnid: 38 })
    expect(h.last('loadStudents').input).toMatchObject({ userID: 12, level: 1 })
  })

  it('on load derives level and exam from the code, then loads every list', async () => {
    const h = harness({
      ...emptyProtocol(),
      reportID: 3,
      typeProtocol: 4,
      ugsnid: 9,
      directionСipher: '09.04.01 ИВТ',
      nameOOP: 'P',
      chairmanId: 11,
    })
    await waitFor(h.actor, (s) => s.matches('ready'))
    const r = h.actor.getSnapshot().context.report
    expect([r.levelEducation, r.porotectionFromTheStateExam]).toEqual([3, true])
    expect(h.actor.getSnapshot().matches({ ready: { mode: 'viewing' } })).toBe(true)
    expect(h.last('loadDirections').input).toMatchObject({ ugsnid: 9 })
    expect(h.last('loadProgrammes').input).toMatchObject({ full: '09.04.01 ИВТ' })
    expect(h.last('loadCompetences').input).toMatchObject({ cipher: '09.04.01' })
    expect(h.last('loadChairmen').input).toMatchObject({ cipher: '09.04.01' })
    expect(h.last('loadStudents').input).toMatchObject({ userID: 11, level: 3 })
  })

  it('cascades and drops a stale answer', async () => {
    const h = harness(null)
    await waitFor(h.actor, (s) => s.matches('ready'))
    h.actor.send({ type: 'ugsn.select', ugsnid: 9 })
    expect(h.last('loadDirections').input).toMatchObject({ key: '9', ugsnid: 9 })
    h.actor.send({ type: 'ugsn.select', ugsnid: 1 })
    // an answer for the superseded UGSN arrives late on the current request: dropped
    h.last('loadDirections').resolve({ key: '9', list: ['09.03.01 X'] })
    await vi.waitFor(() => expect(h.actor.getSnapshot().matches({ ready: { directions: 'loading' } })).toBe(true))
    expect(h.actor.getSnapshot().context.directions).toEqual([])
    h.actor.send({ type: 'direction.select', full: '01.03.02 ПМИ' })
    expect(h.last('loadProgrammes').input).toMatchObject({ full: '01.03.02 ПМИ' })
    expect(h.last('loadCompetences').input).toMatchObject({ cipher: '01.03.02' })
    h.actor.send({ type: 'programme.select', name: 'ММ' })
    expect(h.last('loadChairmen').input).toMatchObject({ key: '01.03.02|ММ', cipher: '01.03.02' })
    h.actor.send({
      type: 'chairman.select',
      chairman: { userID: 12, chairmanID: 1200, userFullName: 'Титова', photoPath: 'p.png' },
    })
    expect(h.actor.getSnapshot().context.report).toMatchObject({
      chairmanId: 12,
      chairmanFullName: 'Титова',
      chairmanPhoto: 'p.png',
    })
    h.actor.send({ type: 'level.select', level: 3 })
    expect(h.last('loadStudents').input).toMatchObject({ userID: 12, level: 3 })
    h.last('loadStudents').resolve({ key: '12|3', list: [] })
    await waitFor(h.actor, (s) => s.matches({ ready: { students: 'idle' } }))
  })
})

describe('a confirmed report (issue 13 item 4)', () => {
  const confirmed = { ...emptyProtocol(), reportID: 1, typeProtocol: 2, veryfied: true }

  it('is read-only for the secretary: no edit, and the reason is the confirmation', async () => {
    const h = harness(confirmed)
    await waitFor(h.actor, (s) => s.matches('ready'))
    expect(selectCanEdit(h.actor.getSnapshot())).toBe(false)
    expect(selectLockedBecauseConfirmed(h.actor.getSnapshot())).toBe(true)
    h.actor.send({ type: 'report.edit' })
    expect(h.actor.getSnapshot().matches({ ready: { mode: 'viewing' } })).toBe(true)
    h.actor.send({ type: 'report.save', values: { ...confirmed, demonstrationPart: 'changed' } })
    expect(h.calls.saveReport).toBeUndefined()
  })

  it('the chairman confirms once: no second confirmation, no best-work changes afterwards', async () => {
    const h = harness({ ...confirmed, veryfied: false }, true)
    await waitFor(h.actor, (s) => s.matches('ready'))
    expect(selectCanConfirm(h.actor.getSnapshot())).toBe(true)
    expect(selectCanEdit(h.actor.getSnapshot())).toBe(false)
    h.actor.send({ type: 'report.edit' })
    expect(h.actor.getSnapshot().matches({ ready: { mode: 'viewing' } })).toBe(true)
    h.actor.send({ type: 'bestWork.toggle', studentID: 3 })
    h.actor.send({ type: 'report.confirm' })
    expect(h.last('confirmReport').input).toEqual({ protocolID: 1, bestWorks: [3] })
    h.last('confirmReport').resolve(true)
    await waitFor(h.actor, (s) => s.matches({ ready: { mode: 'viewing' } }))
    expect(h.actor.getSnapshot().context.report.veryfied).toBe(true)
    expect(selectCanConfirm(h.actor.getSnapshot())).toBe(false)
    expect(selectLockedBecauseConfirmed(h.actor.getSnapshot()), "the chairman is not told the secretary's reason").toBe(
      false,
    )
    h.actor.send({ type: 'bestWork.toggle', studentID: 4 })
    h.actor.send({ type: 'report.confirm' })
    expect(h.calls.confirmReport).toHaveLength(1)
    expect(h.actor.getSnapshot().context.report.bestWorks).toEqual([3])
  })

  it("a save the server refuses (403) stays in editing with the server's message", async () => {
    const h = harness({ ...confirmed, veryfied: false })
    await waitFor(h.actor, (s) => s.matches('ready'))
    h.actor.send({ type: 'report.edit' })
    h.actor.send({ type: 'report.save', values: { ...confirmed, veryfied: false } })
    h.last('saveReport').reject(new ApiError('forbidden', 403, 'Отчёт подтверждён'))
    await waitFor(h.actor, (s) => s.matches({ ready: { mode: 'editing' } }))
    expect(selectSaveError(h.actor.getSnapshot())).toEqual({ code: 'forbidden', message: 'Отчёт подтверждён' })
    expect(h.navigated).toEqual([])
    h.actor.send({ type: 'report.cancel', values: { ...confirmed, veryfied: false } })
    expect(selectSaveError(h.actor.getSnapshot())).toBeNull()
  })
})
