import type { JournalEntry } from './persistence'

/**
 * What the area loader (areas.ts) shares with handlers, without importing the areas (which import the
 * handlers): which areas are loaded, which models each owns, the writes waiting for their area, and a way
 * to load one.
 */
const owner = new Map<string, string>()
const loaded = new Set<string>()
let pending: JournalEntry[] = []
let loader: (name: string) => Promise<void> = () => Promise.resolve()

export const areaState = {
  /** Called once by the loader. */
  init(owners: Iterable<[model: string, area: string]>, load: (name: string) => Promise<void>) {
    for (const [model, area] of owners) owner.set(model, area)
    loader = load
  },
  ownerOf: (model: string) => owner.get(model),
  isLoaded: (name: string) => loaded.has(name),
  markLoaded: (name: string) => void loaded.add(name),
  reset() {
    loaded.clear()
    pending = []
  },
  /** Takes the waiting writes of these models out of the queue. */
  take(models: ReadonlySet<string>): JournalEntry[] {
    const mine = pending.filter((write) => models.has(write.model))
    pending = pending.filter((write) => !models.has(write.model))
    return mine
  },
  keep: (write: JournalEntry) => void pending.push(write),
}

/** Loads an area (with its dependencies) once; resolves when its handlers answer. */
export function ensureArea(name: string): Promise<void> {
  return loader(name)
}

/**
 * A write of a model whose area has not loaded (a write relayed from another page): kept for the area's
 * load, after its seed. Returns whether it was kept.
 */
export function deferUnloaded(write: JournalEntry): boolean {
  const area = owner.get(write.model)
  if (!area || loaded.has(area)) return false
  pending.push(write)
  return true
}
