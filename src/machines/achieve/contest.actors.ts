import { fromCallback, type EventObject } from 'xstate'
import * as v from 'valibot'
import { fromPromise } from '@/machines/from-promise'
import { on, onOpen } from '@/api/realtime'
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
import { CONTEST_MARKS_EVENT } from '@/lib/constants/contests'

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

/** The organisers' page reloads the view in the background (the table stays) when marks arrive live. */
export const refreshContest = fromPromise<ContestView, { competitionID: number }>(({ input, signal }) =>
  getContest(input.competitionID, { signal, silent: true }),
)

const marksEventSchema = v.object({ competitionID: v.number() })

/**
 * `SaveMarks` from the realtime channel → `realtime.marks` (only for a live page; a malformed payload is
 * dropped). When the stream (re)opens, marks saved meanwhile were not heard: the page reloads as if told.
 */
export const contestMarksEvents = fromCallback<EventObject, { live: boolean; competitionID: number }>(
  ({ sendBack, input }) => {
    if (!input.live) return () => {}
    const offMarks = on(CONTEST_MARKS_EVENT, (raw) => {
      const parsed = v.safeParse(marksEventSchema, raw)
      if (parsed.success) sendBack({ type: 'realtime.marks', competitionID: parsed.output.competitionID })
    })
    const offOpen = onOpen(() => sendBack({ type: 'realtime.marks', competitionID: input.competitionID }))
    return () => {
      offMarks()
      offOpen()
    }
  },
)
