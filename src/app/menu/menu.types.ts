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
}
