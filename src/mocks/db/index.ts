import { factory } from '@mswjs/data'
import { coreModels } from './core.models'
import { shellModels } from './shell.models'
import { chatModels } from './chat.models'
import { mailModels } from './mail.models'
import { referenceModels } from './reference.models'
import { reviewModels } from './review.models'
import { giaModels } from './gia.models'
import { settingsModels } from './settings.models'
import { nirModels } from './nir.models'
import { nirContractModels } from './nir-contract.models'
import { nirSemestrModels } from './nir-semestr.models'
import { nirAdminModels } from './nir-admin.models'
import { adminModels } from './admin.models'
import { achieveModels, portfolioModels } from './achieve.models'
import { schoolxModels } from './schoolx.models'
import { dayModels } from './day.models'
import { journalPassModels } from './journal-pass.models'
import { boardsModels } from './boards.models'
import { raspManagerModels } from './rasp-manager.models'
import { contestModels } from './contests.models'
import { effectiveModels } from './effective.models'
import { dormitoryModels } from './dormitory.models'
import { dopPaymentModels } from './dop-payments.models'
import { transferModels } from './transfers.models'
import { competencyModels } from './competency.models'
import { courseModels } from './courses.models'
import { choiceModels } from './choice.models'
import { staffModels } from './staff.models'
import { withFastEqualsQueries } from './fast-queries'

/**
 * @mswjs/data mirrors every write to each database made at the same place in the code, through a
 * BroadcastChannel ('mswjs/data/sync'): to the demo in another tab (a second tab's boot rewrote 2,371 records
 * of an open tab with its seed) and, in vitest's worker threads, to another test file's database (its seed
 * arrived in the other's: DuplicatePrimaryKey, «Запись не найдена»). Each page's demo backend is a server of
 * its own and mirrors what it must through the realtime hub (lib/realtime-hub.ts), so the built-in mirror is
 * kept off: it attaches only when the factory sees a BroadcastChannel.
 */
function withoutBuiltInSync<T>(create: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel')
  if (!descriptor?.configurable) return create()
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined, configurable: true, writable: true })
  try {
    return create()
  } finally {
    Object.defineProperty(globalThis, 'BroadcastChannel', descriptor)
  }
}

/** The one demo database: a model per entity of the spec, one file of models per area. */
export const db = withFastEqualsQueries(
  withoutBuiltInSync(() =>
    factory({
      ...coreModels,
      ...shellModels,
      ...chatModels,
      ...mailModels,
      ...referenceModels,
      ...reviewModels,
      ...giaModels,
      ...settingsModels,
      ...nirModels,
      ...nirContractModels,
      ...nirSemestrModels,
      ...nirAdminModels,
      ...adminModels,
      ...achieveModels,
      ...portfolioModels,
      ...schoolxModels,
      ...dayModels,
      ...journalPassModels,
      ...boardsModels,
      ...raspManagerModels,
      ...contestModels,
      ...effectiveModels,
      ...dormitoryModels,
      ...dopPaymentModels,
      ...transferModels,
      ...competencyModels,
      ...courseModels,
      ...choiceModels,
      ...staffModels,
    }),
  ),
)

export type Db = typeof db
export type ModelName = keyof Db
