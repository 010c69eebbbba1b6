import { menuTexts } from '@/texts/ru/menu'
import { nirTexts } from '@/texts/ru/nir'
import { NIR_CABINETS } from '@/lib/constants/nir'

/** The whole route table's chunk (full-route-table.tsx, issue 19): app.tsx renders it, RouteFrame preloads it. */
export const loadFullRouteTable = () => import('./full-route-table')

/**
 * What the route table shares with the signed-in frame (the menu's texts) and the science screens (their texts
 * and constants) stays in the entry, where it was before the table left it: else those bytes move into the
 * frame's and the work editor's figures, over their budgets (scripts/byte-budgets.mjs), while a signed-in visit
 * loads them all the same. Released, the entry would be ~7 KiB smaller (the README's performance section).
 */
export const KEPT_IN_ENTRY = Object.freeze([menuTexts, nirTexts, NIR_CABINETS])
