import { assign, setup } from 'xstate'
import { loadReport } from './rating-table.actors'
import { writeErrorOf, type WriteError } from './achieve.types'
import { answered, type RatingReport, type ReportAnswer } from './rating-table.types'

/**
 * A ratings screen (/portfolio/ratingAll, /Portfolio/TeachersRating, /teachingStaffRating,
 * /statFacultsPoints, /Portfolio/Verifier/teachersZavKaf, /portfolio/globalStat, /staff/EffectiveContract,
 * /EffectiveContract/Statistics):
 *
 *   loading ─done→ shown (the year the server opened on is kept) ─year.select / category.select→ loading
 *          └ error→ failed (forbidden | badRequest with the server's text | failed) ─list.refresh→ loading
 *
 * The table keeps showing the previous answer while the next one loads.
 */
export interface RatingTableContext {
  report: RatingReport
  answer: ReportAnswer
  error: WriteError | null
}
export type RatingTableEvent =
  | { type: 'year.select'; year: number }
  | { type: 'category.select'; categoryID: number | null }
  | { type: 'list.refresh' }

export const ratingTableMachine = setup({
  types: {
    context: {} as RatingTableContext,
    events: {} as RatingTableEvent,
    input: {} as Pick<RatingReport, 'kind' | 'categoryID'>,
  },
  actors: { loadReport },
}).createMachine({
  id: 'ratingTable',
  context: ({ input }) => ({
    report: { kind: input.kind, categoryID: input.categoryID, year: null },
    answer: { rating: null, stat: null, staff: null },
    error: null,
  }),
  initial: 'loading',
  on: {
    'year.select': {
      target: '.loading',
      actions: assign({ report: ({ context, event }) => ({ ...context.report, year: event.year }) }),
    },
    'category.select': {
      target: '.loading',
      actions: assign({ report: ({ context, event }) => ({ ...context.report, categoryID: event.categoryID }) }),
    },
  },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => context.report,
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({
            answer: event.output,
            report: { ...context.report, year: answered(event.output)?.year ?? null },
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
    shown: { on: { 'list.refresh': 'loading' } },
    failed: { on: { 'list.refresh': 'loading' } },
  },
})
