import { useSyncExternalStore } from 'react'
import { signal } from '@preact/signals-react'
import { MOBILE_BREAKPOINT, NEW_LAYOUT_DRAWER_WIDTHS, STORAGE_KEYS, TABLET_BREAKPOINT } from '@/lib/constants/shell'

/** Spec 1 §2 Drawer behaviour: under 900 mobile, 900 to under 4000 tablet, above neither (desktop). */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop'

export function breakpointOf(width: number): Breakpoint {
  if (width < MOBILE_BREAKPOINT) return 'mobile'
  if (width < TABLET_BREAKPOINT) return 'tablet'
  return 'desktop'
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(window.innerWidth),
    () => 'desktop',
  )
}

/**
 * The drawer choice, remembered locally: 'open' (full width), 'mini' (icons only, expands on hover or
 * keyboard focus), 'closed'. Nothing stored: mini on tablets, open on desktops. Mobile hides the
 * drawer whatever is stored (the toggle opens it over the page for the moment).
 */
export type DrawerChoice = 'open' | 'mini' | 'closed'
const CHOICES: readonly DrawerChoice[] = ['open', 'mini', 'closed']

function storedChoice(): DrawerChoice | null {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.drawer)
  return CHOICES.includes(value as DrawerChoice) ? (value as DrawerChoice) : null
}

export const drawerChoice = signal<DrawerChoice | null>(storedChoice())

export function drawerModeFor(breakpoint: Breakpoint, choice: DrawerChoice | null): DrawerChoice | 'hidden' {
  if (breakpoint === 'mobile') return 'hidden'
  return choice ?? (breakpoint === 'tablet' ? 'mini' : 'open')
}

/** The toolbar's menu toggle: open ↔ collapsed (mini on a tablet, closed on a desktop). */
export function toggledChoice(breakpoint: Breakpoint, current: DrawerChoice | 'hidden'): DrawerChoice {
  if (current === 'open') return breakpoint === 'tablet' ? 'mini' : 'closed'
  return 'open'
}

export function setDrawerChoice(choice: DrawerChoice): void {
  drawerChoice.value = choice
  localStorage.setItem(STORAGE_KEYS.drawer, choice)
}

/** New school-X layout: the drawer cycles widths 20 → 93 → 327 → 20 (remembered). */
export type NewLayoutWidth = (typeof NEW_LAYOUT_DRAWER_WIDTHS)[number]
function storedWidth(): NewLayoutWidth {
  const value = Number(
    typeof localStorage === 'undefined' ? NaN : localStorage.getItem(STORAGE_KEYS.newLayoutDrawerWidth),
  )
  return (NEW_LAYOUT_DRAWER_WIDTHS as readonly number[]).includes(value)
    ? (value as NewLayoutWidth)
    : NEW_LAYOUT_DRAWER_WIDTHS[2]
}
export const newLayoutWidth = signal<NewLayoutWidth>(storedWidth())

export function nextNewLayoutWidth(width: NewLayoutWidth): NewLayoutWidth {
  const i = NEW_LAYOUT_DRAWER_WIDTHS.indexOf(width)
  return NEW_LAYOUT_DRAWER_WIDTHS[(i + 1) % NEW_LAYOUT_DRAWER_WIDTHS.length]
}

export function cycleNewLayoutWidth(): void {
  newLayoutWidth.value = nextNewLayoutWidth(newLayoutWidth.value)
  localStorage.setItem(STORAGE_KEYS.newLayoutDrawerWidth, String(newLayoutWidth.value))
}
