import { fromPromise } from '@/machines/from-promise'
import {
  decideDormRequest,
  getDormRanking,
  type DormDecision,
  type DormRanking,
  type DormRequest,
} from '@/api/dormitory'

/** The ranking of a contest (null: the newest dormitory contest). */
export const loadRanking = fromPromise<DormRanking, { concestID: number | null }>(({ input, signal }) =>
  getDormRanking(input.concestID, { signal }),
)
/** The ranking again after a decision, without the general error toast. */
export const reloadRanking = fromPromise<DormRanking, { concestID: number | null }>(({ input, signal }) =>
  getDormRanking(input.concestID, { signal, silent: true }),
)
/** Selects (gives a place) or refuses one request; a refusal of the server is shown above the table. */
export const decide = fromPromise<DormRequest, DormDecision>(({ input, signal }) =>
  decideDormRequest(input, { signal, silent: true }),
)
