import { describe, expect, it } from 'vitest'
import { workOpeningMachine, type WorkOpeningInput } from '@/machines/work-opening/work-opening.machine'
import { selectView } from '@/machines/work-opening/work-opening.selectors'
import { ApiError } from '@/api/errors'
import type { WorkType } from '@/api/shell'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the work-opening machine, for each kind of arrival (a plain link, coming back
 * from a work page, a malformed id), with every lookup outcome: each redirect rule of spec 1 §4, a 404
 * and a failed call (then a retry). The expected address of each outcome is written here, not derived
 * from the machine's own rules.
 */
const w = (workName: string, category: string, status: number | null = null): WorkType => ({
  workName,
  category,
  status,
  typeID: 7,
  workID: 15,
})
const EXPECTED: [WorkType, string][] = [
  [w('Заявка НИОКТР', 'ФинНИР', 23), '/FinNir/EditClaim/15'],
  [w('Заявка НИОКТР', 'ФинНИР', 5), '/FinNir/Show/15'],
  [w('Подрядные работы', 'НИД'), '/ContractWork/show/15'],
  [w('Многофакторные нормативные показатели', 'НИД'), '/Portfolio/Work/7/15'],
  [w('Программа ДПО', 'Прочее'), '/nir/7/15'],
  [w('Скиф', 'Прочее'), '/nir/7/15'],
  [w('СкифРазработка', 'Прочее'), '/nir/7/15'],
  [w('Статья', 'НИД'), '/nir/7/15'],
  [w('Грант', 'ФинНИР'), '/nir/7/15'],
  [w('Монография', 'ОБР'), '/nir/7/15'],
  [w('Учебник', 'Учеб'), '/nir/7/15'],
  [w('Диплом олимпиады', 'Достижения'), '/Portfolio/Work/7/15'],
]
const NOT_FOUND = new ApiError('notFound', 404, 'Работа не найдена')
const NETWORK = new ApiError('network', 0, null)

const navigated: string[] = []

function optionsFor(input: WorkOpeningInput): ReplayOptions<typeof workOpeningMachine> {
  return {
    machine: workOpeningMachine,
    input,
    events: (s) => (s.matches('failed') ? [{ type: 'lookup.retry' }] : []),
    outcomes: { lookupWorkType: { outputs: EXPECTED.map(([work]) => work), errors: [NOT_FOUND, NETWORK] } },
    actions: { navigateTo: ((_: unknown, params: { to: string }) => navigated.push(params.to)) as never },
    assertState: (s) => {
      const view = selectView(s)
      if (s.matches('lookingUp')) expect(view).toBe('loading')
      if (s.matches('failed')) expect(s.hasTag('error')).toBe(true)
    },
    assertStep: (event, before, after) => {
      if (event.type === 'xstate.done.actor.lookupWorkType') {
        const expected = EXPECTED.find(([work]) => work === event.output)![1]
        expect(after.matches('redirected')).toBe(true)
        expect(navigated.at(-1)).toBe(expected)
      }
      if (event.type === 'xstate.error.actor.lookupWorkType') {
        expect(selectView(after)).toBe(event.error === NOT_FOUND ? 'notFound' : 'failed')
        expect(navigated).toEqual([])
      }
      if (event.type === 'lookup.retry') {
        expect(before.matches('failed')).toBe(true)
        expect(after.matches('lookingUp')).toBe(true)
      }
    },
  }
}

const ARRIVALS: [string, WorkOpeningInput, (navigated: string[], finalView: string) => void][] = [
  ['a link from the feed', { workID: '15', from: '/Feed' }, () => {}],
  ['a first visit', { workID: '15', from: null }, () => {}],
  [
    'back from a work page',
    { workID: '15', from: '/Portfolio/Work/7/15' },
    (nav, view) => {
      expect(nav).toEqual(['/'])
      expect(view).toBe('redirecting')
    },
  ],
  [
    'a malformed id',
    { workID: '15abc', from: null },
    (nav, view) => {
      expect(nav).toEqual([])
      expect(view).toBe('invalid')
    },
  ],
]

describe.each(ARRIVALS)('work-opening machine — generated paths, %s', (_name, input, check) => {
  const options = optionsFor(input)
  const paths = modelPaths(options)

  if (input.workID === '15' && input.from !== '/Portfolio/Work/7/15') {
    it('covers every redirect rule, both failures and the retry', () => {
      const events = paths.flatMap((p) =>
        p.steps.map((s) => s.event as { type: string; output?: unknown; error?: unknown }),
      )
      for (const [work] of EXPECTED)
        expect(
          events.some((e) => e.output === work),
          work.workName,
        ).toBe(true)
      expect(events.some((e) => e.error === NOT_FOUND)).toBe(true)
      expect(events.some((e) => e.error === NETWORK)).toBe(true)
      expect(events.some((e) => e.type === 'lookup.retry')).toBe(true)
    })
  }

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_path, path) => {
    navigated.length = 0
    await replayPath(options, path)
    check(navigated, selectView(path.state as never))
  })
})
