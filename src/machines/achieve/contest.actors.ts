import { fromPromise } from '@/machines/from-promise'
import {
  applyToContest,
  getContest,
  getContests,
  saveContestMarks,
  type Contest,
  type ContestApply,
  type ContestMarksBody,
  type ContestView,
} from '@/api/contests'

/** Every contest the module lists. */
export const loadContests = fromPromise<Contest[]>(({ signal }) => getContests({ signal }))
/** One contest as the user may see it; a missing one is shown on the screen, so the call is silent. */
export const loadContest = fromPromise<ContestView, { competitionID: number }>(({ input, signal }) =>
  getContest(input.competitionID, { signal, silent: true }),
)
/** A student applies or a judge saves marks; a refusal is shown by the form, so the call is silent. */
export const writeContest = fromPromise<
  ContestView,
  { competitionID: number } & ({ kind: 'apply'; values: ContestApply } | { kind: 'marks'; body: ContestMarksBody })
>(({ input, signal }) =>
  input.kind === 'apply'
    ? applyToContest(input.competitionID, input.values, { signal, silent: true })
    : saveContestMarks(input.competitionID, input.body, { signal, silent: true }),
)
