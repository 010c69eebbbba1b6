import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { menuSourcesMachine } from '@/machines/shell/menu-sources.machine'
import { selectLibrary, selectLibraryFailed, selectPeriods } from '@/machines/shell/menu-sources.selectors'
import { getLibraryParams, getPeriods, type LibraryParams, type Period } from '@/api/shell'
import { DEMO_LIBRARY_PARAMS } from '@/mocks/handlers/shell.handlers'
import { issueToken, server } from '@/mocks/node'
import { http, HttpResponse } from 'msw'

const PARAMS: LibraryParams = { ...DEMO_LIBRARY_PARAMS, groupName: null }
const PERIODS: Period[] = [
  { periodID: 3, typeID: 3, name: 'Выбор модулей', dateStart: '2026-11-10', dateEnd: '2026-12-20' },
]

function run(
  input: { schoolX: boolean; library?: LibraryParams | null; periods?: Period[] | null },
  library: () => Promise<LibraryParams>,
  periods: () => Promise<Period[]> = async () => PERIODS,
) {
  const log: string[] = []
  const nows: string[] = []
  const actor = createActor(
    menuSourcesMachine.provide({
      actors: {
        loadLibraryParams: fromPromise(() => (log.push('library'), library())),
        loadPeriods: fromPromise(
          ({ input: i }: { input: { now: string } }) => (log.push('periods'), nows.push(i.now), periods()),
        ),
      },
      actions: {
        publishLibrary: (_, p) => log.push(`publishLibrary:${p.library?.iprBooks_Domain}`),
        publishPeriods: (_, p) => log.push(`publishPeriods:${p.periods.length}`),
        notifyLibraryFailure: () => log.push('notifyLibraryFailure'),
      },
    }),
    { input: { now: '2026-11-23', ...input } },
  ).start()
  return { actor, log, nows }
}

describe('menu sources machine', () => {
  it('loads the library parameters; periods only for school-X users, with now', async () => {
    const plain = run({ schoolX: false }, async () => PARAMS)
    await waitFor(plain.actor, (s) => s.matches({ library: 'loaded' }))
    expect(selectLibrary(plain.actor.getSnapshot())).toEqual(PARAMS)
    expect(plain.actor.getSnapshot().matches({ periods: 'notNeeded' })).toBe(true)
    expect(plain.log).toEqual(['library', 'publishLibrary:www.iprbookshop.ru'])
    const school = run({ schoolX: true }, async () => PARAMS)
    await waitFor(school.actor, (s) => s.matches({ periods: 'loaded' }) && s.matches({ library: 'loaded' }))
    expect(selectPeriods(school.actor.getSnapshot())).toEqual(PERIODS)
    expect(school.nows).toEqual(['2026-11-23'])
    expect(school.log).toContain('publishPeriods:1')
  })

  it('a library failure reports once and leaves the links out; retry loads again', async () => {
    let fail = true
    const { actor, log } = run({ schoolX: false }, async () => {
      if (fail) throw new Error('down')
      return PARAMS
    })
    await waitFor(actor, (s) => selectLibraryFailed(s))
    expect(log).toEqual(['library', 'notifyLibraryFailure'])
    expect(selectLibrary(actor.getSnapshot())).toBeNull()
    fail = false
    actor.send({ type: 'library.retry' })
    await waitFor(actor, (s) => s.matches({ library: 'loaded' }))
    expect(log.at(-1)).toBe('publishLibrary:www.iprbookshop.ru')
  })

  it('a periods failure means no open period', async () => {
    const { actor, log } = run(
      { schoolX: true },
      async () => PARAMS,
      async () => {
        throw new Error('down')
      },
    )
    await waitFor(actor, (s) => s.matches({ periods: 'loaded' }))
    expect(selectPeriods(actor.getSnapshot())).toEqual([])
    expect(log).toContain('publishPeriods:0')
  })

  it('values known from an earlier mount are not loaded again', () => {
    const { actor, log } = run({ schoolX: true, library: PARAMS, periods: PERIODS }, async () => PARAMS)
    expect(actor.getSnapshot().matches({ library: 'loaded', periods: 'loaded' })).toBe(true)
    expect(log).toEqual([])
  })

  it('live: over the mock backend', async () => {
    document.cookie = 'authToken=' + issueToken(21)
    const actor = createActor(menuSourcesMachine, { input: { schoolX: true, now: '2026-11-23' } }).start()
    await waitFor(actor, (s) => s.matches({ library: 'loaded', periods: 'loaded' }))
    expect(selectLibrary(actor.getSnapshot())?.iprBooks_Domain).toBe('www.iprbookshop.ru')
    expect(
      selectPeriods(actor.getSnapshot())!
        .map((p) => p.typeID)
        .sort(),
    ).toEqual([1, 2, 3])
  })
})

describe('mock: /api/IPR/params and /api/SchoolX/Admin/Periods', () => {
  it('IPR params need a signed-in user and carry the group', async () => {
    await expect(getLibraryParams()).rejects.toMatchObject({ code: 'unauthorized' })
    document.cookie = 'authToken=' + issueToken(2000)
    const params = await getLibraryParams()
    expect(params.groupName).toMatch(/^[А-Я]+/)
    expect(params.iprBooks_SECRET_KEY).toBe(DEMO_LIBRARY_PARAMS.iprBooks_SECRET_KEY)
  })

  it('periods: open on the given day only; school-X roles only; now must be a date', async () => {
    document.cookie = 'authToken=' + issueToken(-101)
    expect((await getPeriods('2026-11-23')).map((p) => p.typeID).sort()).toEqual([1, 2, 3])
    expect((await getPeriods('2027-04-10')).map((p) => p.typeID)).toEqual([3])
    expect(await getPeriods('2027-08-01')).toEqual([])
    await expect(getPeriods('23.11.2026')).rejects.toMatchObject({ code: 'badRequest' })
    document.cookie = 'authToken=' + issueToken(1)
    await expect(getPeriods('2026-11-23')).rejects.toMatchObject({ code: 'forbidden' })
  })

  it('a failed IPR answer is a failed call', async () => {
    document.cookie = 'authToken=' + issueToken(1)
    server.use(http.get('*/api/IPR/params', () => HttpResponse.json({ state: -1, msg: 'down' }, { status: 500 })))
    await expect(getLibraryParams()).rejects.toMatchObject({ code: 'server' })
  })
})
