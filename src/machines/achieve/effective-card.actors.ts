import { fromPromise } from '@/machines/from-promise'
import { getEcCard, saveEcFact, type EcCard, type EcFactBody, type EcRow } from '@/api/effective'

/** A teacher's effective contract card for a year (null: the signed-in user's own, the year the server picks). */
export const loadCard = fromPromise<EcCard, { teacherID: number | null; year: number | null }>(({ input, signal }) =>
  getEcCard(input.teacherID, input.year, { signal }),
)
/** The teacher's own fact and evidence of one indicator. */
export const saveFact = fromPromise<EcRow, EcFactBody>(({ input, signal }) => saveEcFact(input, { signal }))
