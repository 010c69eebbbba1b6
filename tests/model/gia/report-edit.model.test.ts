import { describe, expect, it } from 'vitest'
import { emptyProtocol, typeOf, type GiaProtocol } from '@/api/gia'
import { reportEditMachine } from '@/machines/gia/report-edit.machine'
import { keys } from '@/machines/gia/report-edit.values'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

type Snap = Parameters<NonNullable<ReplayOptions<typeof reportEditMachine>['assertState']>>[0]
const mode = (s: Snap) => (s.value as { ready?: { mode?: string } }).ready?.mode
const region = (s: Snap, name: string) => (s.value as { ready?: Record<string, unknown> }).ready?.[name]

const saved = (typeProtocol: number): GiaProtocol => ({
  ...emptyProtocol(),
  reportID: 5,
  typeProtocol,
  ugsnid: 9,
  directionСipher: '09.03.01 ИВТ',
  nameOOP: 'P',
  chairmanId: 11,
})

/**
 * Lifecycle model: new → save → edit → cancel → edit → save (and the same from a saved report), the
 * type code derived on load and recomputed on save. List loaders stay pending here (cascade model below).
 */
function lifecycle(protocolID: number | null): ReplayOptions<typeof reportEditMachine> {
  return {
    machine: reportEditMachine,
    input: { protocolID },
    events: (s) => {
      const events: { type: string; [k: string]: unknown }[] = []
      // the form's values travel in the save and cancel events
      const r = s.context.report
      if (mode(s) === 'viewing') events.push({ type: 'report.edit' })
      if (mode(s) === 'editing') {
        events.push({ type: 'report.save', values: r }, { type: 'report.cancel', values: r })
        if (r.demonstrationPart !== 'Видео')
          events.push({ type: 'report.save', values: { ...r, demonstrationPart: 'Видео' } })
        if (r.levelEducation !== 3) events.push({ type: 'level.select', level: 3 })
        if (!r.porotectionFromTheStateExam)
          events.push({ type: 'report.save', values: { ...r, porotectionFromTheStateExam: true } })
      }
      if (mode(s) === 'viewing') events.push({ type: 'report.save', values: { ...r, averageOriginality: 99 } })
      return events as never
    },
    outcomes: {
      loadReport: {
        outputs:
          protocolID === null
            ? [{ allowConfirm: false, ugsns: [], protocol: null }]
            : [
                { allowConfirm: false, ugsns: [], protocol: saved(4) },
                { allowConfirm: false, ugsns: [], protocol: saved(5) },
              ],
      },
      saveReport: { outputs: [{ reportID: 7 }], error: new Error('no answer') },
      loadDirections: {},
      loadProgrammes: {},
      loadCompetences: {},
      loadChairmen: {},
      loadStudents: {},
    },
    actions: { navigateToReport: (() => {}) as never },
    journeys: {
      [`${protocolID === null ? 'new' : 'saved'} → save → edit → cancel → edit → save`]: [
        'xstate.done.actor.loadReport',
        ...(protocolID === null ? [] : ['report.edit']),
        'report.save',
        'xstate.done.actor.saveReport',
        'report.edit',
        'report.cancel',
        'report.edit',
        'report.save',
        'xstate.done.actor.saveReport',
      ],
    },
    assertState: (s) => {
      if (mode(s) !== 'editing') expect(s.context.report.averageOriginality).not.toBe(99)
    },
    assertStep: (event, before, after) => {
      if (event.type === 'xstate.done.actor.loadReport') {
        expect(mode(after)).toBe(protocolID === null ? 'editing' : 'viewing')
        const p = (event.output as { protocol: GiaProtocol | null }).protocol
        if (p?.typeProtocol === 4)
          expect([after.context.report.levelEducation, after.context.report.porotectionFromTheStateExam]).toEqual([
            3,
            true,
          ])
        if (p?.typeProtocol === 5)
          expect([after.context.report.levelEducation, after.context.report.porotectionFromTheStateExam]).toEqual([
            1,
            false,
          ])
      }
      if (event.type === 'report.save' && mode(before) === 'editing') expect(mode(after)).toBe('saving')
      if (event.type === 'xstate.done.actor.saveReport') {
        expect(mode(after)).toBe('viewing')
        expect(after.context.protocolID).toBe(7)
        const r = after.context.report
        expect(r.typeProtocol).toBe(typeOf(r.levelEducation, r.porotectionFromTheStateExam))
      }
      if (event.type === 'xstate.error.actor.saveReport') expect(mode(after)).toBe('editing')
      if (event.type === 'report.cancel') {
        expect(mode(after)).toBe('viewing')
        expect(after.context.report).toEqual(before.context.report)
      }
      if (event.type === 'report.edit') expect(mode(after)).toBe('editing')
      if (event.type === 'level.select') expect(region(after, 'students')).toBe('loading')
    },
  }
}

const C11 = { userID: 11, chairmanID: 1100, userFullName: 'Медведев Алексей Михайлович', photoPath: '/p11.png' }
/**
 * Cascade model for a new report: UGSN → directions, direction → programmes + competences,
 * programme → chairmen, chairman/level → students. Every loader may answer for the current selection
 * or for a superseded one (stale, dropped: the region keeps loading and the list is unchanged).
 */
const cascades: ReplayOptions<typeof reportEditMachine> = {
  machine: reportEditMachine,
  input: { protocolID: null },
  events: (s) => {
    const r = s.context.report
    const events: { type: string; [k: string]: unknown }[] = []
    if (mode(s) !== 'editing') return []
    if (r.ugsnid === null) events.push({ type: 'ugsn.select', ugsnid: 9 })
    else if (!r['directionСipher']) events.push({ type: 'direction.select', full: '09.03.01 ИВТ' })
    else if (!r.nameOOP) events.push({ type: 'programme.select', name: 'P' })
    else if (r.chairmanId === null) events.push({ type: 'chairman.select', chairman: C11 })
    else if (r.levelEducation !== 3) events.push({ type: 'level.select', level: 3 })
    return events as never
  },
  outcomes: {
    loadReport: { outputs: [{ allowConfirm: false, ugsns: [{ id: 9, name: 'УГСН' }], protocol: null }] },
    loadDirections: {
      outputs: [
        { key: '9', list: ['09.03.01 ИВТ'] },
        { key: '', list: ['stale'] },
      ],
    },
    loadProgrammes: {
      outputs: [
        { key: '09.03.01', list: ['P'] },
        { key: '', list: ['stale'] },
      ],
    },
    loadCompetences: {
      outputs: [
        { key: '09.03.01', list: [{ id: 1, chiperCompetencies: 'УК-1', name: 'n', selected: false }] },
        { key: '', list: [] },
      ],
    },
    loadChairmen: {
      outputs: [
        { key: '09.03.01|P', list: [C11] },
        { key: '|', list: [] },
      ],
    },
    loadStudents: {
      outputs: [
        { key: '11|3', list: [] },
        { key: '|2', list: [] },
      ],
    },
  },
  actions: { navigateToReport: (() => {}) as never },
  traversalLimit: 20000,
  assertStep: (event, before, after) => {
    const done = /^xstate\.done\.actor\.load(Directions|Programmes|Competences|Chairmen|Students)$/.exec(event.type)
    if (done) {
      const name = done[1].toLowerCase() as 'directions' | 'programmes' | 'competences' | 'chairmen' | 'students'
      const key = (event.output as { key: string }).key
      const keyOf = name === 'competences' ? keys.programmes : keys[name]
      const current = key === keyOf(after.context.report)
      if (current) expect(after.context[name]).toEqual((event.output as { list: unknown }).list)
      else expect(after.context[name], 'a stale answer is dropped').toEqual(before.context[name])
    }
    if (event.type === 'ugsn.select') expect(region(after, 'directions')).toBe('loading')
    if (event.type === 'direction.select')
      expect(region(after, 'programmes')).toEqual({ loading: { programmes: 'loading', competences: 'loading' } })
    if (event.type === 'programme.select') expect(region(after, 'chairmen')).toBe('loading')
    if (event.type === 'chairman.select')
      expect(after.context.report).toMatchObject({
        chairmanId: 11,
        chairmanFullName: C11.userFullName,
        chairmanPhoto: C11.photoPath,
      })
    if (event.type === 'level.select' || event.type === 'chairman.select')
      expect(region(after, 'students')).toBe('loading')
  },
}

for (const [name, options] of [
  ['new report lifecycle', lifecycle(null)],
  ['saved report lifecycle', lifecycle(5)],
  ['cascades with stale answers', cascades],
] as const) {
  describe(name, () => {
    const paths = modelPaths(options)
    it('has paths', () => expect(paths.length).toBeGreaterThan(3))
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(options, path)
    })
  })
}
