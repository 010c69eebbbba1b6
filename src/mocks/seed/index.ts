import { area as core } from '../areas/core'
import { area as chat } from '../areas/chat'
import { area as mail } from '../areas/mail'
import { area as reference } from '../areas/reference'
import { area as review } from '../areas/review'
import { area as gia } from '../areas/gia'
import { area as nir } from '../areas/nir'
import { area as admin } from '../areas/admin'
import { area as day } from '../areas/day'
import { area as achieve } from '../areas/achieve'
import { area as schoolx } from '../areas/schoolx'
import { area as contests } from '../areas/contests'
import { area as dopPayments } from '../areas/dop-payments'
import { area as transfers } from '../areas/transfers'
import { area as competency } from '../areas/competency'
import { area as courses } from '../areas/courses'
import { area as choice } from '../areas/choice'
import { area as staff } from '../areas/staff'
import { bootAreas, preloadAreas } from '../lib/areas'
import type { JournalEntry } from '../lib/persistence'

/**
 * Every area of the demo backend imported at once (node: component and unit tests). The browser never
 * imports this file: it loads the core, then each area on its first request (src/mocks/areas/registry.ts).
 */
export const AREA_MODULES = {
  chat,
  mail,
  reference,
  review,
  gia,
  nir,
  admin,
  day,
  achieve,
  schoolx,
  contests,
  'dop-payments': dopPayments,
  transfers,
  competency,
  courses,
  choice,
  staff,
}
preloadAreas(AREA_MODULES)
export { core as coreArea }

/**
 * Fills the database from a fixed seed, every area at once; each area gets its own PRNG stream so areas do
 * not shift each other, and the data are the same whatever order they load in.
 */
export function seedDatabase(): void {
  bootAreas(core, [], true)
}

/**
 * A fresh database with only the core seeded (and the journal's core writes applied): the other areas
 * load, as in the browser, on their first request (or `ensureArea`).
 */
export function seedCore(journal: JournalEntry[] = []): void {
  bootAreas(core, journal)
}
