// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import 'fake-indexeddb/auto'
import { db } from '@/mocks/db'
import { AREA_MODULES, coreArea, seedCore, seedDatabase } from '@/mocks/seed'
import { AREAS } from '@/mocks/areas/registry'
import { areasOf, bootAreasInSteps, ensureArea, loadedAreas, seedingNow } from '@/mocks/lib/areas'
import { clearPersistence, enablePersistence, readJournal } from '@/mocks/lib/persistence'
import { setFaults } from '@/mocks/lib/faults'
import { issueToken } from '@/mocks/lib/auth'

/** Issue 19: the demo backend loads per area (src/mocks/areas/registry.ts, src/mocks/lib/areas.ts). */
const snapshot = () =>
  JSON.stringify(
    Object.entries(db as unknown as Record<string, { getAll(): unknown[] }>).map(([name, model]) => [
      name,
      model.getAll(),
    ]),
  )

async function loadAll(order: string[]): Promise<string> {
  seedCore()
  for (const name of order) await ensureArea(name)
  return snapshot()
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${issueToken(1)}`, 'Content-Type': 'application/json' },
  })

describe('the demo backend loads per area', () => {
  afterEach(async () => {
    setFaults({ latencyMs: 0, errorRate: 0, offline: false })
    await clearPersistence()
  })

  it('loads an area in node on the first call of its models (tests read seeded records directly)', () => {
    seedCore()
    expect(loadedAreas()).toEqual([])
    expect(db.giaDirection.getAll().length).toBeGreaterThan(0)
    expect(loadedAreas()).toEqual(['gia'])
    expect(db.refPubType.count()).toBeGreaterThan(0) // nir's model: its dependency, the reference, first
    expect(loadedAreas()).toEqual(['gia', 'reference', 'nir'])
  })

  it('gives the same records whatever order the areas load in', async () => {
    const names = AREAS.map((entry) => entry.name)
    seedDatabase()
    const eager = snapshot()
    expect(await loadAll(names)).toBe(eager)
    expect(await loadAll([...names].reverse())).toBe(eager)
    const shuffled = [...names].sort(
      (a, b) => ((a.length * 7 + b.charCodeAt(0)) % 5) - ((b.length * 7 + a.charCodeAt(0)) % 5),
    )
    expect(await loadAll(shuffled)).toBe(eager)
  })

  it('the browser’s boot seeds the core in steps, each after a task of its own, into the same records', async () => {
    seedCore()
    const whole = snapshot()
    let tasks = 0
    await bootAreasInSteps(coreArea, [], () => {
      tasks += 1
      expect(loadedAreas()).toEqual([]) // between steps the seed's model calls have loaded no area
      return Promise.resolve()
    })
    expect(tasks).toBeGreaterThanOrEqual(8) // ~350 users, 40 to a step
    expect(snapshot()).toBe(whole)
  })

  it('loads an area on its first request and answers it', async () => {
    seedCore()
    expect(loadedAreas()).toEqual([])
    const response = await api('/Mail/Folders')
    expect(response.status).toBe(200)
    expect(loadedAreas()).toEqual(['mail'])
    expect(db.mailFolder.getAll().length).toBeGreaterThan(0)
    // A path of an area with dependencies loads them first (nir needs the reference's publication kinds).
    expect(areasOf('http://localhost/WebApp/api/Skif/Get/ListWorks')).toEqual(['nir'])
    await api('/Skif/Get/ListWorks')
    expect(loadedAreas()).toEqual(['mail', 'reference', 'nir'])
  })

  it("keeps a lazily loaded area's journaled write over a reload (reset, replay when the area loads)", async () => {
    enablePersistence()
    seedCore()
    const response = await api('/Chats/Chat', {
      method: 'POST',
      body: JSON.stringify({ name: 'Беседа после перезагрузки', description: '', channel: false, chatUsers: [] }),
    })
    expect(response.status).toBe(200)
    const journal = await readJournal()
    expect(journal.some((entry) => entry.model === 'chat')).toBe(true)

    seedCore(journal) // "reload": the core only, the chat's writes kept for its area
    expect(loadedAreas()).toEqual([])
    expect((await api('/Chats/ListChats')).status).toBe(200)
    expect(loadedAreas()).toEqual(['chat'])
    expect(db.chat.findFirst({ where: { name: { equals: 'Беседа после перезагрузки' } } })).not.toBeNull()
  })

  it('runs the fault handler before any area loads', async () => {
    seedCore()
    setFaults({ latencyMs: 0, errorRate: 1, offline: false })
    expect((await api('/GIA/GiaReport/GetDirectionOfTraining')).status).toBe(500)
    expect(loadedAreas()).toEqual([])
    setFaults({ latencyMs: 0, errorRate: 0, offline: true })
    await expect(api('/GIA/GiaReport/GetDirectionOfTraining')).rejects.toThrow()
    expect(loadedAreas()).toEqual([])
  })

  it("maps every handler's path to its own area", () => {
    const missing: string[] = []
    for (const [name, area] of Object.entries(AREA_MODULES))
      for (const handler of area.handlers) {
        const path = String(handler.info.path).replace('*', 'http://localhost')
        if (!areasOf(path).includes(name)) missing.push(`${name}: ${path}`)
      }
    expect(missing).toEqual([])
    expect(coreArea.handlers.length).toBeGreaterThan(0)
  })

  it('gives every seeded model one owner that loads after every other area seeding it', async () => {
    const writers = new Map<string, string[]>()
    seedCore()
    for (const entry of AREAS) {
      const models = db as unknown as Record<string, { create: (...a: unknown[]) => unknown }>
      const saved = Object.entries(models).map(([model, m]) => [model, m.create] as const)
      for (const [model, create] of saved)
        models[model].create = (...args: unknown[]) => {
          writers.set(model, [...new Set([...(writers.get(model) ?? []), entry.name])])
          return create.apply(models[model], args)
        }
      seedingNow(() => AREA_MODULES[entry.name as keyof typeof AREA_MODULES].seed())
      for (const [model, create] of saved) models[model].create = create
    }
    const depsOf = (name: string): string[] => {
      const deps = AREAS.find((e) => e.name === name)?.deps ?? []
      return [...deps, ...deps.flatMap(depsOf)]
    }
    const problems: string[] = []
    for (const [model, areas] of writers) {
      const owners = AREAS.filter((entry) => entry.models.includes(model)).map((entry) => entry.name)
      if (owners.length !== 1) problems.push(`${model}: owners ${owners.join(',')}`)
      else
        for (const area of areas)
          if (area !== owners[0] && !depsOf(owners[0]).includes(area))
            problems.push(`${model}: ${area} seeds it, owner ${owners[0]}`)
    }
    expect(problems).toEqual([])
  })
})
