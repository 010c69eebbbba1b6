import type { HttpHandler } from 'msw'
import { journalPassesHandlers } from './journal-passes.handlers'
import { journalStatsHandlers } from './journal-stats.handlers'
import { journalFormingHandlers } from './journal-forming.handlers'
import { journalPermitsHandlers } from './journal-permits.handlers'
import { journalSettingsHandlers } from './journal-settings.handlers'
import { journalAdminHandlers } from './journal-admin.handlers'

/** The journals' other pages (issue 15): valid passes and statistics. */
export const journalPagesHandlers: HttpHandler[] = [
  ...journalPassesHandlers,
  ...journalStatsHandlers,
  ...journalFormingHandlers,
  ...journalPermitsHandlers,
  ...journalSettingsHandlers,
  ...journalAdminHandlers,
]
