import { fromPromise } from '@/machines/from-promise'
import {
  getAcquaintance,
  saveAcquaintance,
  type Acquaintance,
  type AcquaintanceValues,
} from '@/api/schoolx-acquaintance'

/** A participant's questionnaire (silent: the page says «unavailable» or offers a retry itself). */
export const loadAcquaintance = fromPromise<Acquaintance, { userID: number | null }>(({ input, signal }) =>
  getAcquaintance(input.userID, { signal, silent: true }),
)

/** Saves one's own questionnaire (silent: the form shows the refusal). */
export const storeAcquaintance = fromPromise<Acquaintance, { values: AcquaintanceValues }>(({ input, signal }) =>
  saveAcquaintance(input.values, { signal, silent: true }),
)
