import { drop } from '@mswjs/data'
import { getResponse, http, type HttpHandler } from 'msw'
import { db } from '../db'
import { AREAS } from '../areas/registry'
import type { AreaEntry, MockArea } from '../areas/mock-area'
import { applyEntry, committingWrites } from './store'
import { clearAudit, recordWrite } from './audit'
import type { JournalEntry } from './persistence'
import { areaState } from './area-state'
import { runSteps } from './steps'

/**
 * The demo backend loads per area (issue 19). The core is seeded at boot; an area (areas/registry.ts) is
 * imported, seeded and given its models' journaled writes on the first request whose API path begins with
 * one of its segments: `areaDispatcher` (second in the handler list, after the fault handler) awaits that,
 * then answers the request with msw's `getResponse` over the handlers of every loaded area, in the order
 * the one handler list had before — so what answers a request does not depend on what loaded first.
 *
 * Determinism: each area seeds from its own PRNG stream, its dependencies (`deps`) are seeded before it,
 * and every model is owned by one area (the last seed that writes it), so the data are the same whatever
 * order areas load in (tests/unit/mocks/areas.test.ts).
 */
const byName = new Map(AREAS.map((entry) => [entry.name, entry]))
const bySegment = new Map<string, AreaEntry[]>()
for (const entry of AREAS)
  for (const segment of entry.paths) bySegment.set(segment, [...(bySegment.get(segment) ?? []), entry])

let core: MockArea | null = null
/** Areas whose modules are already at hand (node: imported statically), so they load without waiting. */
const preloaded = new Map<string, MockArea>()
const loading = new Map<string, Promise<void>>()
const loaded = new Map<string, MockArea>()
/** Seeds running now: their model calls never load an area (node's loader on model access, node.ts). */
let seeding = 0
/** Bumped at every boot: a load begun before it must not seed the new database. */
let generation = 0
let current: HttpHandler[] = []

function rebuild(): void {
  const areas = [core, ...AREAS.map((entry) => loaded.get(entry.name))]
  current = areas.flatMap((area) => area?.handlers ?? [])
}

function activate(entry: AreaEntry, area: MockArea): void {
  const started = performance.now()
  seedingNow(() => {
    area.seed()
    for (const write of areaState.take(new Set(entry.models))) applyEntry(write)
  })
  area.handlers.forEach(committingWrites)
  loaded.set(entry.name, area)
  areaState.markLoaded(entry.name)
  rebuild()
  performance.measure?.(`demo:area:${entry.name}`, { start: started })
}

/** The areas a request to this URL needs (with their dependencies); none for the core's paths. */
export function areasOf(url: string): string[] {
  const { pathname } = new URL(url, 'http://localhost')
  const at = pathname.indexOf('/api/')
  if (at < 0) return []
  const [first, second] = pathname.slice(at + 5).split('/')
  const areas = bySegment.get(`${first}/${second}`) ?? bySegment.get(first) ?? []
  return areas.map((entry) => entry.name)
}

/** Runs seeds (or replays): their model calls do not load areas. */
export function seedingNow(run: () => void): void {
  seeding += 1
  try {
    run()
  } finally {
    seeding -= 1
  }
}

export const isSeeding = () => seeding > 0

/** Node: seeds a preloaded area (its dependencies first, then its companions) at once. */
export function loadAreaNow(name: string): void {
  const entry = byName.get(name)
  const area = preloaded.get(name)
  if (!entry || !area || loaded.has(name) || loading.has(name)) return
  loading.set(name, Promise.resolve())
  for (const dep of entry.deps ?? []) loadAreaNow(dep)
  activate(entry, area)
  for (const companion of entry.with ?? []) loadAreaNow(companion)
}

/** Imports (unless preloaded) and seeds an area once, after its dependencies. */
function seedArea(name: string): Promise<void> {
  if (preloaded.has(name)) loadAreaNow(name)
  const started = loading.get(name)
  if (started) return started
  const entry = byName.get(name)
  if (!entry) return Promise.reject(new Error(`demo: no area ${name}`))
  const at = generation
  const module = entry.load()
  const done = Promise.all((entry.deps ?? []).map(seedArea))
    .then(() => module)
    .then(({ area }) => {
      if (at === generation && !loaded.has(name)) activate(entry, area)
    })
  loading.set(name, done)
  // A chunk that failed to arrive (a network blip) is asked for again by the next request.
  done.catch(() => {
    if (loading.get(name) === done) loading.delete(name)
  })
  return done
}

/** Loads an area (with its dependencies and companions) once; resolves when its handlers answer. */
export function ensureArea(name: string): Promise<void> {
  const companions = byName.get(name)?.with ?? []
  return Promise.all([seedArea(name), ...companions.map(seedArea)]).then(() => undefined)
}

areaState.init(
  AREAS.flatMap((entry) => entry.models.map((model) => [model, entry.name] as [string, string])),
  ensureArea,
)

const needsLoad = (name: string) => [name, ...(byName.get(name)?.with ?? [])].some((n) => !loaded.has(n))

/** Loads the areas of a request; resolves at once when they are loaded. */
export async function ensureAreasOf(url: string): Promise<void> {
  const names = areasOf(url).filter(needsLoad)
  if (names.length) await Promise.all(names.map(ensureArea))
}

/** Answers every API request with the handlers of the loaded areas, after loading the areas it needs. */
export const areaDispatcher = http.all(/\/api\//, async ({ request }) => {
  await ensureAreasOf(request.url)
  return getResponse(current, request)
})

/**
 * Boots the backend: a fresh database with the core's seed, its writes of the journal applied and the
 * others kept for their areas (every write joins the audit trail now). `eager`: seed every area at once
 * (the modules must be preloaded).
 */
export function bootAreas(coreArea: MockArea, journal: JournalEntry[] = [], eager = false): void {
  runSteps(bootSteps(coreArea, journal))
  if (eager) for (const entry of AREAS) void ensureArea(entry.name)
}

/**
 * The browser's boot: the same, with each of the core seed's steps in a task of its own (`between` resolves in
 * the next one), so the page paints and answers input while the demo backend seeds (issue 19).
 */
export async function bootAreasInSteps(
  coreArea: MockArea,
  journal: JournalEntry[],
  between: () => Promise<void>,
): Promise<void> {
  const steps = bootSteps(coreArea, journal)
  while (!steps.next().done) await between()
}

function* bootSteps(coreArea: MockArea, journal: JournalEntry[]): Generator<void, void, void> {
  generation += 1
  seedingNow(() => drop(db))
  clearAudit()
  loading.clear()
  loaded.clear()
  areaState.reset()
  core = coreArea
  coreArea.handlers.forEach(committingWrites)
  // A seed without steps runs whole in the first.
  const seed: Iterator<void, void, void> = coreArea.seedSteps?.() ?? {
    next: () => {
      coreArea.seed()
      return { done: true, value: undefined }
    },
  }
  for (;;) {
    let done = false
    seedingNow(() => (done = Boolean(seed.next().done)))
    if (done) break
    yield
  }
  seedingNow(() => {
    for (const write of journal) {
      recordWrite(write)
      if (areaState.ownerOf(write.model)) areaState.keep(write)
      else applyEntry(write)
    }
  })
  rebuild()
}

/** Node: every area's module at hand, so `ensureArea` seeds at once. */
export function preloadAreas(modules: Record<string, MockArea>): void {
  for (const [name, area] of Object.entries(modules)) preloaded.set(name, area)
}

/** The names of the loaded areas, in load order (tests, the bench). */
export function loadedAreas(): string[] {
  return [...loaded.keys()]
}

/** The handlers answering now (core and loaded areas). */
export function currentHandlers(): readonly HttpHandler[] {
  return current
}
