import { ACCESS } from '../access'
import { ROUTE_ICONS } from '../routes/shell-route-data'
import { menuTexts as t } from '@/texts/ru/menu'
import type { ClientMenuItem } from '@/lib/menu.types'
import { LIBRARY_SECTION_ID, g } from './menu-base.data'

/** The portal's sections (spec 1 §3): Администрирование, Библиотеки. */
export const ADMIN_MENU: ClientMenuItem[] = [
  // Администрирование
  // /Admin and /Admin/Users are the research admin's reference screens (their routes admit only
  // 'Администратор-НИР'): a site admin alone would see them and get 403 (issue 13 item 14).
  { id: 400, text: t.admin, url: '/Admin', icon: 'pi pi-cog', group: g.admin, roles: ACCESS.scienceAdmin },
  { id: 401, text: t.adminMenu, url: '/Admin/Menu', icon: 'pi pi-bars', group: g.admin, roles: ACCESS.admin },
  { id: 402, text: t.adminUsers, url: '/Admin/Users', icon: 'pi pi-users', group: g.admin, roles: ACCESS.scienceAdmin },
  {
    id: 403,
    text: t.extraPayments,
    url: '/DopPayments/adminDopPayment/',
    icon: 'pi pi-wallet',
    group: g.admin,
    roles: ACCESS.extraPayments,
  },
  {
    id: 404,
    text: t.effectiveContractAdmin,
    url: '/EffectiveContractAdmin',
    icon: 'pi pi-chart-line',
    group: g.admin,
    roles: ACCESS.admin,
  },
  {
    id: 405,
    text: t.transferMonitoring,
    url: '/Statistics/TransferMonitoring',
    icon: 'pi pi-arrow-right-arrow-left',
    group: g.admin,
    roles: ACCESS.deanOffice,
  },
  {
    id: 406,
    text: t.gekReports,
    url: '/GiaReport/Documents',
    icon: 'pi pi-file-word',
    group: g.admin,
    roles: ACCESS.gek,
  },
  { id: 407, text: t.gekProtocols, url: '/GIA/Protocols', icon: 'pi pi-file', group: g.admin, roles: ACCESS.gek },

  // Библиотеки (links generated from /api/IPR/params)
  { id: LIBRARY_SECTION_ID, text: t.groups.library, icon: ROUTE_ICONS.book, group: g.library },
]
