/**
 * The portal's sections as data (spec 1 §3), one file per group of sections; the visibility function
 * (spec 1 §6) filters them. Ids, cabinets and the ids of generated sections are in menu-base.data.ts.
 */
import type { ClientMenuItem } from '@/lib/menu.types'
import { CABINET_STUDY_MENU } from './menu-cabinet-study.data'
import { PORTFOLIO_SCIENCE_MENU } from './menu-science.data'
import { SERVICES_MENU } from './menu-services.data'
import { SCHOOL_X_MENU } from './menu-school-x.data'
import { ADMIN_MENU } from './menu-admin.data'

export {
  CONTESTS_SECTION_ID,
  LIBRARY_SECTION_ID,
  LISTPUBLICATION_CABINETS,
  LISTPUBLICATION_PARENT_IDS,
  SCHOOL_TEAMS_PARENT_ID,
} from './menu-base.data'

export const CLIENT_MENU: ClientMenuItem[] = [
  ...CABINET_STUDY_MENU,
  ...PORTFOLIO_SCIENCE_MENU,
  ...SERVICES_MENU,
  ...SCHOOL_X_MENU,
  ...ADMIN_MENU,
]
