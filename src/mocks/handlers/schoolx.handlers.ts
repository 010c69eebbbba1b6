import type { HttpHandler } from 'msw'
import { adminHandlers } from './schoolx-admin.handlers'
import { feedbackHandlers } from './schoolx-feedback.handlers'
import { homeHandlers } from './schoolx-home.handlers'
import { modulesHandlers } from './schoolx-modules.handlers'
import { acquaintanceHandlers } from './schoolx-acquaintance.handlers'
import { draftsHandlers } from './schoolx-drafts.handlers'
import { programmeHandlers } from './schoolx-programme.handlers'
import { staffHandlers } from './schoolx-staff.handlers'
import { criteriaHandlers } from './schoolx-resources.handlers'
import { trajectoryHandlers } from './schoolx-trajectory.handlers'
import { plansHandlers } from './schoolx-plans.handlers'
import { chartHandlers } from './schoolx-chart.handlers'

export * from './schoolx-answers'

/** Every mock call of the «Школа Х» area (issue 17): feedback and its statistics, modules, the programme's lists. */
export const schoolxHandlers: HttpHandler[] = [
  ...criteriaHandlers,
  ...feedbackHandlers,
  ...modulesHandlers,
  ...adminHandlers,
  ...homeHandlers,
  ...trajectoryHandlers,
  ...draftsHandlers,
  ...programmeHandlers,
  ...staffHandlers,
  ...acquaintanceHandlers,
  ...plansHandlers,
  ...chartHandlers,
]
