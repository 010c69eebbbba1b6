import { ACCESS } from '../access'
import { ROUTE_ICONS } from '../routes/shell-route-data'
import { menuTexts as t } from '@/texts/ru/menu'
import type { ClientMenuItem } from '@/lib/menu.types'
import { g } from './menu-base.data'

/** The portal's sections (spec 1 §3): Справки и заявления, общежитие; Общение. */
export const SERVICES_MENU: ClientMenuItem[] = [
  // Справки и заявления, общежитие
  {
    id: 280,
    text: t.orderCertificate,
    url: '/Certificates/Ordering',
    icon: 'pi pi-file',
    group: g.certificates,
    module: 'Cert',
    roles: ACCESS.student,
  },
  {
    id: 281,
    text: t.processCertificates,
    url: '/Certificates/ProcessingList',
    icon: 'pi pi-file-check',
    group: g.certificates,
    module: 'Cert',
    roles: ACCESS.certificates,
  },
  {
    id: 282,
    text: t.applyApplication,
    url: '/StudentApplication/Ordering',
    icon: 'pi pi-file-plus',
    group: g.certificates,
    roles: ACCESS.student,
  },
  {
    id: 283,
    text: t.applications,
    url: '/StudentApplication/List',
    icon: 'pi pi-inbox',
    group: g.certificates,
    roles: ACCESS.applications,
  },
  {
    id: 285,
    text: t.dormitory,
    url: '/Dormitory/Abit',
    icon: 'pi pi-building',
    group: g.dormitory,
    roles: ACCESS.dormitoryApplicant,
  },
  {
    id: 286,
    text: t.dormitoryContests,
    url: '/Dormitory/Admin/AdminConcestSelection',
    icon: 'pi pi-building',
    group: g.dormitory,
    roles: ACCESS.dormitoryAdmin,
  },

  // Общение
  {
    id: 290,
    text: t.chats,
    url: '/Chat',
    icon: ROUTE_ICONS.message,
    group: g.communication,
    beta: true,
    navbar: true,
    schoolX: true,
  },
  { id: 291, text: t.mail, url: '/mail', icon: 'pi pi-envelope', group: g.communication, schoolX: true },
  {
    id: 292,
    text: t.testSend,
    url: '/TestSend',
    icon: 'pi pi-megaphone',
    group: g.communication,
    roles: ACCESS.mailing,
  },
  {
    id: 293,
    text: t.videoConference,
    url: '/VideoConference/Room',
    icon: 'pi pi-video',
    group: g.communication,
    beta: true,
  },
  { id: 294, text: t.boards, url: '/Boards/List', icon: 'pi pi-clone', group: g.communication, beta: true },
]
