import { ROLES } from '@/lib/roles'
import { ROUTE_ICONS } from '../routes/shell-route-data'
import { menuTexts as t } from '@/texts/ru/menu'
import type { ClientMenuItem } from '@/lib/menu.types'

export const g = t.groups
export const role = (key: keyof typeof ROLES) => [ROLES[key].name] as const

/**
 * Parent ids of the listpublication cabinets (spec 1 §9): 94, 105, 111, 2, 7, 8, 3, 4, 6, 64, 95,
 * 66; parent 3 holds the school teams. Each id is a cabinet group of the menu below.
 */
export const LISTPUBLICATION_PARENT_IDS = [94, 105, 111, 2, 7, 8, 3, 4, 6, 64, 95, 66] as const
export const SCHOOL_TEAMS_PARENT_ID = 3

/** The science cabinet roles (spec 1 §6) → /listpublication/{role} under their parent cabinet. */
export const LISTPUBLICATION_CABINETS: { role: string; slug: string; text: string; parentID: number }[] = [
  { role: ROLES.exportControl.name, slug: 'exportControl', text: t.listpublication.exportControl, parentID: 94 },
  {
    role: ROLES.exportControlChair.name,
    slug: 'exportControlChair',
    text: t.listpublication.exportControlChair,
    parentID: 94,
  },
  { role: ROLES.niokrVerifier.name, slug: 'niokrVerifier', text: t.listpublication.niokrVerifier, parentID: 105 },
  { role: ROLES.expert.name, slug: 'expert', text: t.listpublication.expert, parentID: 111 },
  { role: ROLES.library.name, slug: 'library', text: t.listpublication.library, parentID: 2 },
  { role: ROLES.libraryOtherVerifier.name, slug: 'libraryOther', text: t.listpublication.libraryOther, parentID: 2 },
  { role: ROLES.indexingCabinet.name, slug: 'indexing', text: t.listpublication.indexing, parentID: 7 },
  { role: ROLES.micStaff.name, slug: 'mic', text: t.listpublication.mic, parentID: 8 },
  { role: ROLES.contractCabinet.name, slug: 'contract', text: t.listpublication.contract, parentID: 4 },
  { role: ROLES.citationCabinet.name, slug: 'citation', text: t.listpublication.citation, parentID: 6 },
  { role: ROLES.dpoCabinet.name, slug: 'dpo', text: t.listpublication.dpo, parentID: 64 },
  { role: ROLES.skifCabinet.name, slug: 'skif', text: t.listpublication.skif, parentID: 95 },
  { role: ROLES.ordersCabinet.name, slug: 'orders', text: t.listpublication.orders, parentID: 66 },
]

export const CABINET_GROUPS: ClientMenuItem[] = [
  { id: 94, text: t.cabinetExport, icon: 'pi pi-shield', group: g.cabinets, module: 'Science' },
  { id: 105, text: t.cabinetNiokr, icon: 'pi pi-check-square', group: g.cabinets, module: 'Science' },
  { id: 111, text: t.cabinetExpert, icon: 'pi pi-star', group: g.cabinets, module: 'Science' },
  { id: 2, text: t.cabinetLibrary, icon: ROUTE_ICONS.book, group: g.cabinets, module: 'Science' },
  { id: 7, text: t.cabinetIndexing, icon: 'pi pi-sort-amount-down', group: g.cabinets, module: 'Science' },
  { id: 8, text: t.cabinetMic, icon: 'pi pi-building', group: g.cabinets, module: 'Science' },
  { id: 4, text: t.cabinetContract, icon: 'pi pi-file-edit', group: g.cabinets, module: 'Science' },
  { id: 6, text: t.cabinetCitation, icon: 'pi pi-link', group: g.cabinets, module: 'Science' },
  { id: 64, text: t.cabinetDpo, icon: 'pi pi-graduation-cap', group: g.cabinets, module: 'Science' },
  { id: 95, text: t.cabinetSkif, icon: 'pi pi-bolt', group: g.cabinets, module: 'Science' },
  { id: 66, text: t.cabinetOrders, icon: 'pi pi-shopping-cart', group: g.cabinets, module: 'Science' },
]

export const CABINET_ITEMS: ClientMenuItem[] = LISTPUBLICATION_CABINETS.map((c, i) => ({
  id: 900 + i,
  text: c.text,
  roles: [c.role],
  url: `/listpublication/${c.slug}`,
  parentID: c.parentID,
}))

/** Ids of the sections that receive generated entries. */
export const CONTESTS_SECTION_ID = 270
export const LIBRARY_SECTION_ID = 500
