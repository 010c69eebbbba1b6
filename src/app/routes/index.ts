import type { RouteRecord } from './types'
import { coreRoutes } from './core.routes'
import { shellRoutes } from './shell.routes'
import { chatRoutes } from './chat.routes'
import { mailRoutes } from './mail.routes'
import { referenceRoutes } from './reference.routes'
import { reviewRoutes } from './review.routes'
import { giaRoutes } from './gia.routes'
import { settingsRoutes } from './settings.routes'
import { nirRoutes } from './nir.routes'
import { nirAdminRoutes } from './nir-admin.routes'
import { adminRoutes } from './admin.routes'
import { dayRoutes } from './day.routes'
import { raspManagerRoutes } from './rasp-manager.routes'
import { journalsRoutes } from './journals.routes'
import { achieveRoutes } from './achieve.routes'
import { schoolxRoutes } from './schoolx.routes'
import { contestsRoutes } from './contests.routes'
import { ratingsRoutes } from './ratings.routes'
import { dormitoryRoutes } from './dormitory.routes'
import { dopPaymentsRoutes } from './dop-payments.routes'
import { competencyRoutes } from './competency.routes'
import { coursesRoutes } from './courses.routes'
import { choiceRoutes } from './choice.routes'

/**
 * The whole route table. An area's own routes come before the shell's generic section pages, so a
 * path defined by both resolves to the area's real screen.
 */
export const ROUTES: RouteRecord[] = [
  ...coreRoutes,
  ...chatRoutes,
  ...mailRoutes,
  ...referenceRoutes,
  ...reviewRoutes,
  ...giaRoutes,
  ...settingsRoutes,
  ...nirRoutes,
  ...nirAdminRoutes,
  ...adminRoutes,
  ...dayRoutes,
  ...raspManagerRoutes,
  ...journalsRoutes,
  ...achieveRoutes,
  ...schoolxRoutes,
  ...contestsRoutes,
  ...ratingsRoutes,
  ...dormitoryRoutes,
  ...dopPaymentsRoutes,
  ...competencyRoutes,
  ...coursesRoutes,
  ...choiceRoutes,
  ...shellRoutes,
]
