import { assign, setup } from 'xstate'
import type { PortfolioRefs, PortfolioWork, RatingRow } from '@/api/achieve'
import { loadPortfolio, loadRating } from './portfolio.actors'

const NO_REFS: PortfolioRefs = { categories: [], types: [], points: [] }

/** The student's portfolio (/portfolio): loading → shown | loadFailed ─list.refresh→ loading. */
export const portfolioMachine = setup({
  types: {
    context: {} as { refs: PortfolioRefs; works: PortfolioWork[] },
    events: {} as { type: 'list.refresh' },
  },
  actors: { loadPortfolio },
}).createMachine({
  id: 'portfolio',
  context: { refs: NO_REFS, works: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPortfolio',
        src: 'loadPortfolio',
        onDone: { target: 'shown', actions: assign(({ event }) => event.output) },
        onError: 'loadFailed',
      },
    },
    shown: { on: { 'list.refresh': 'loading' } },
    loadFailed: { on: { 'list.refresh': 'loading' } },
  },
})

/** The rating with the points table (/Portfolio/PointsTable): loading → shown | loadFailed. */
export const ratingMachine = setup({
  types: {
    context: {} as { refs: PortfolioRefs; rating: RatingRow[] },
    events: {} as { type: 'list.refresh' },
  },
  actors: { loadRating },
}).createMachine({
  id: 'portfolioRating',
  context: { refs: NO_REFS, rating: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRating',
        src: 'loadRating',
        onDone: { target: 'shown', actions: assign(({ event }) => event.output) },
        onError: 'loadFailed',
      },
    },
    shown: { on: { 'list.refresh': 'loading' } },
    loadFailed: { on: { 'list.refresh': 'loading' } },
  },
})
