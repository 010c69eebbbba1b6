import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { workOpeningMachine } from '@/machines/work-opening/work-opening.machine'
import { isWorkPage, parseWorkID, workTarget } from '@/machines/work-opening/work-opening.rules'
import { selectView } from '@/machines/work-opening/work-opening.selectors'
import { ApiError } from '@/api/errors'
import { getWorkType, type WorkType } from '@/api/shell'
import { issueToken } from '@/mocks/node'
import { SEEDED_WORKS } from '@/mocks/seed/shell.seed'

const work = (patch: Partial<WorkType>): WorkType => ({
  category: 'НИД',
  workName: 'Статья',
  typeID: 2,
  workID: 15,
  status: null,
  ...patch,
})

describe('work-opening rules (spec 1 §4)', () => {
  it.each([
    [work({ workName: 'Заявка НИОКТР', status: 23 }), '/FinNir/EditClaim/15'],
    [work({ workName: 'Заявка НИОКТР', status: 22 }), '/FinNir/Show/15'],
    [work({ workName: 'Заявка НИОКТР', status: null }), '/FinNir/Show/15'],
    [work({ workName: 'Подрядные работы' }), '/ContractWork/show/15'],
    [work({ workName: 'Многофакторные нормативные показатели', category: 'НИД' }), '/Portfolio/Work/2/15'],
    [work({ workName: 'Программа ДПО', category: 'Другое' }), '/nir/2/15'],
    [work({ workName: 'Скиф', category: 'Другое' }), '/nir/2/15'],
    [work({ workName: 'СкифРазработка', category: 'Другое' }), '/nir/2/15'],
    [work({ workName: 'Статья', category: 'НИД' }), '/nir/2/15'],
    [work({ workName: 'Грант', category: 'ФинНИР' }), '/nir/2/15'],
    [work({ workName: 'Монография', category: 'ОБР' }), '/nir/2/15'],
    [work({ workName: 'Пособие', category: 'Учеб' }), '/nir/2/15'],
    [work({ workName: 'Диплом', category: 'Достижения' }), '/Portfolio/Work/2/15'],
  ])('%o → %s', (w, target) => {
    expect(workTarget(w)).toBe(target)
  })

  it('knows a work page and a valid id', () => {
    for (const page of [
      '/nir/2/15',
      '/Portfolio/Work/2/15',
      '/FinNir/Show/15',
      '/FinNir/EditClaim/15',
      '/ContractWork/show/15',
      '/ContractWork/edit/15',
      '/Skif/4',
    ])
      expect(isWorkPage(page), page).toBe(true)
    for (const page of ['/', '/nir/Stat/statMic', '/nirStat', '/Portfolio/Works', '/openWork/15', null, ''])
      expect(isWorkPage(page), String(page)).toBe(false)
    expect(parseWorkID('15')).toBe(15)
    for (const raw of ['0', '-3', 'abc', '1.5', '', undefined, '12345678901'])
      expect(parseWorkID(raw), String(raw)).toBeNull()
  })
})

function start(
  input: { workID: string | undefined; from: string | null },
  lookup: (workID: number) => Promise<WorkType>,
) {
  const navigated: string[] = []
  const calls: number[] = []
  const actor = createActor(
    workOpeningMachine.provide({
      actors: {
        lookupWorkType: fromPromise(
          ({ input: i }: { input: { workID: number } }) => (calls.push(i.workID), lookup(i.workID)),
        ),
      },
      actions: { navigateTo: (_, params) => navigated.push(params.to) },
    }),
    { input },
  ).start()
  return { actor, navigated, calls }
}

describe('work-opening machine', () => {
  it('looks the work up and redirects by the rules', async () => {
    const { actor, navigated, calls } = start({ workID: '15', from: '/Portfolio/Works' }, async () =>
      work({ workName: 'Заявка НИОКТР', status: 23 }),
    )
    expect(selectView(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual([15])
    expect(navigated).toEqual(['/FinNir/EditClaim/15'])
  })

  it('coming from a work page goes home without a lookup', () => {
    const { actor, navigated, calls } = start({ workID: '15', from: '/nir/2/15' }, async () => work({}))
    expect(actor.getSnapshot().status).toBe('done')
    expect(navigated).toEqual(['/'])
    expect(calls).toEqual([])
  })

  it('a malformed id is refused at once', () => {
    const { actor, calls, navigated } = start({ workID: 'abc', from: null }, async () => work({}))
    expect(selectView(actor.getSnapshot())).toBe('invalid')
    expect(calls).toEqual([])
    expect(navigated).toEqual([])
  })

  it('404 → not found; any other failure → failed, and a retry looks again', async () => {
    const missing = start({ workID: '999', from: null }, async () => {
      throw new ApiError('notFound', 404, 'Работа не найдена')
    })
    await waitFor(missing.actor, (s) => s.status === 'done')
    expect(selectView(missing.actor.getSnapshot())).toBe('notFound')
    let fail = true
    const flaky = start({ workID: '15', from: null }, async () => {
      if (fail) throw new ApiError('network', 0, null)
      return work({ workName: 'Подрядные работы' })
    })
    await waitFor(flaky.actor, (s) => s.matches('failed'))
    expect(selectView(flaky.actor.getSnapshot())).toBe('failed')
    expect(flaky.navigated).toEqual([])
    fail = false
    flaky.actor.send({ type: 'lookup.retry' })
    await waitFor(flaky.actor, (s) => s.status === 'done')
    expect(flaky.calls).toEqual([15, 15])
    expect(flaky.navigated).toEqual(['/ContractWork/show/15'])
  })
})

describe('GET /api/helpers/workTypeID (mock)', () => {
  it('answers every seeded work; unknown → 404; not a number → 400; no token → 401', async () => {
    document.cookie = 'authToken=' + issueToken(2)
    for (const seeded of SEEDED_WORKS) {
      const answer = await getWorkType(seeded.workID)
      expect(answer).toEqual({
        category: seeded.category,
        workName: seeded.workName,
        typeID: seeded.typeID,
        workID: seeded.workID,
        status: seeded.status || null,
      })
    }
    const targets = new Set(
      await Promise.all(
        SEEDED_WORKS.map(async (w) => workTarget(await getWorkType(w.workID)).replace(/\/\d+(\/\d+)?$/, '')),
      ),
    )
    expect([...targets].sort()).toEqual(
      ['/ContractWork/show', '/FinNir/EditClaim', '/FinNir/Show', '/Portfolio/Work', '/nir'].sort(),
    )
    await expect(getWorkType(99999)).rejects.toMatchObject({ code: 'notFound', status: 404 })
    await expect(getWorkType(Number.NaN)).rejects.toMatchObject({ code: 'badRequest', status: 400 })
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    await expect(getWorkType(101)).rejects.toMatchObject({ code: 'unauthorized' })
  })
})
