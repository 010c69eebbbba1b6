import { seedDay } from '../seed/day.seed'
import { seedPassPermits } from '../seed/journal-permits.seed'
import { seedRaspCalendar } from '../seed/rasp-calendar.seed'
import { seedRaspTeams } from '../seed/rasp-teams.seed'
import { dayHandlers } from '../handlers/day.handlers'
import { journalPagesHandlers } from '../handlers/journal-pages.handlers'
import { raspManagerHandlers } from '../handlers/rasp-manager.handlers'
import { raspDraftHandlers } from '../handlers/rasp-draft.handlers'
import { studentsDebtsHandlers } from '../handlers/students-debts.handlers'
import type { MockArea } from './mock-area'

/** The day area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedDay()
    seedPassPermits()
    seedRaspCalendar()
    seedRaspTeams()
  },
  handlers: [
    ...dayHandlers,
    ...journalPagesHandlers,
    ...raspManagerHandlers,
    ...raspDraftHandlers,
    ...studentsDebtsHandlers,
  ],
}
