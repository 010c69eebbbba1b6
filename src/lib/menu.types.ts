/**
 * The menu as the shell renders it (drawer, /Menu page, bottom navigation). Built from the client
 * menu items (spec 1 §3 "Menu item (client definition)") merged with the server's menu, then filtered
 * by the visibility function (spec 1 §6). Owned by the shell's menu module (src/app/menu/).
 */
export interface MenuNode {
  /** Stable id (client item id, or `server-<menuItemID>`). */
  id: string
  text: string
  /** PrimeIcons class, e.g. 'pi pi-calendar'. */
  icon?: string
  /** In-app route (wouter path without the /WebApp base). */
  url?: string
  /** External address (opened in a new tab when newTab). */
  href?: string
  newTab?: boolean
  /** Group caption the item sits under in the drawer. */
  group?: string
  children: MenuNode[]
  /** Also offered in the bottom navigation on small screens. */
  navbar?: boolean
  /** An image address from the server menu (linkImg that is not an icon class). */
  image?: string
}

/** Modules named in the initialization info (spec 1 §3), plus lesson reviews (init.journalsReview). */
export type MenuModule =
  | 'Rasp'
  | 'Course'
  | 'Science'
  | 'Journals'
  | 'Questionary'
  | 'Cert'
  | 'Rating'
  | 'RatingTeachers'
  | 'Competency'
  | 'journalsReview'

/**
 * A client menu item (spec 1 §3 "Menu item (client definition)"): id, text, role list, icon, url,
 * href, parentID, group, module, navbar, visible, schoolX, schoolXOnly, schoolXPeriod, beta. Two
 * additions: `host` for the host-dependent entries and `public` for entries shown without sign-in.
 */
export interface ClientMenuItem {
  id: number
  text: string
  /** None = every signed-in user (spec 1 §6). */
  roles?: readonly string[]
  icon?: string
  /** In-app route; `{userID}` is replaced by the signed-in user's id. */
  url?: string
  href?: string
  newTab?: boolean
  parentID?: number
  group?: string
  module?: MenuModule
  /** Also in the bottom navigation on small screens. */
  navbar?: boolean
  visible?: boolean
  /** Shown in school-X mode too. */
  schoolX?: boolean
  /** Shown in school-X mode only. */
  schoolXOnly?: boolean
  /** Shown only while a school-X period of this type is open (1 feedback, 3 module choice). */
  schoolXPeriod?: number
  /** Shown only with the local flag beta=1. */
  beta?: boolean
  host?: 'universitySite' | 'testHost'
  public?: boolean
}
