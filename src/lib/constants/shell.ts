/**
 * Shell and settings constants named as the specification names them (spec 1 §2 Shell, §4, §9;
 * spec 2 §3 Theme storage keys, §9 Accent options and default font size).
 */

/** Main shell breakpoints: under 900 mobile, 900 to under 4000 tablet, above neither (desktop). */
export const MOBILE_BREAKPOINT = 900
export const TABLET_BREAKPOINT = 4000

/** Drawer widths: main 260, school X 327; new school-X drawer cycles 20, 93, 327. */
export const DRAWER_WIDTH = 260
export const SCHOOL_X_DRAWER_WIDTH = 327
export const NEW_LAYOUT_DRAWER_WIDTHS = [20, 93, 327] as const
/** The main drawer's mini (icons only) width on tablets; expands to DRAWER_WIDTH on hover or focus. */
export const MINI_DRAWER_WIDTH = 64

/** Dialog max widths (spec 1 §9). */
export const DIALOG_WIDTH_SMALL = 400
export const DIALOG_WIDTH_MEDIUM = 500
export const DIALOG_WIDTH_LARGE = 900

/** Local storage keys of the shell (the spec names the theme ones; the others are the shell's). */
export const STORAGE_KEYS = {
  baseColor: 'baseColor',
  baseTheme: 'baseTheme',
  disableAnimations: 'disableAnimations',
  disableSignalR: 'disableSignalR',
  disableSnow: 'disableSnow',
  beta: 'beta',
  lowVision: 'lowVision',
  drawer: 'drawerMode',
  newLayoutDrawerWidth: 'newLayoutDrawerWidth',
  schoolYear: 'schoolYear',
  buildVersion: 'buildVersion',
  debug: 'debug',
} as const

/** Accent colour options (spec 2 §9). */
export const DARK_ACCENTS = ['studSite', 'purple', 'indigo', 'green', 'orange', 'error'] as const
export const LIGHT_ACCENTS = ['studSite', 'neon', 'teal', 'error', 'purple', 'indigo', 'pink', 'green'] as const
export const DEFAULT_ACCENT = 'studSite'
/** An old stored accent value migrated to DEFAULT_ACCENT (spec 2 §4 Theme). */
export const LEGACY_ACCENT = 'studLigth'
/** Site parameter id the administrators' default accent is saved under (POST /api/Admin/Parameters). */
export const DEFAULT_ACCENT_PARAMETER = 'defaultAccentColor'
/** Base colours of the two palettes (spec 2 §4 Theme). */
export const DARK_BASE_COLOR = 'stud'
export const LIGHT_BASE_COLOR = 'dstu'

/** Low-vision panel (spec 2 §2.5, §9): default font size 12 px, ±2 px per step. */
export const DEFAULT_FONT_SIZE = 12
export const FONT_SIZE_STEP = 2
export const MIN_FONT_SIZE = 10
export const MAX_FONT_SIZE = 24
export const LETTER_SPACING_STEP = 0.1
export const MAX_LETTER_SPACING = 0.3
export const LINE_SPACING_STEP = 0.2
export const DEFAULT_LINE_SPACING = 1.5
export const MAX_LINE_SPACING = 2.5
export const LOW_VISION_FONTS = ['Arial', 'Times new roman', 'Calibri', 'Courier', 'Verdana'] as const

/** Seasonal New Year theme: 20 December to 14 January inclusive (spec 1 §4 Seasonal). */
export const NEW_YEAR_START = { month: 12, day: 20 } as const
export const NEW_YEAR_END = { month: 1, day: 14 } as const

/** Three clicks on the version (and on the date inside its dialog) open the next thing. */
export const EASTER_EGG_CLICKS = 3
/** Clicks count as one series while each follows the previous within this time. */
export const CLICK_SERIES_MS = 1_000

/** Loading dialog: a 10 s timer forces the publication-loading flag true (spec 1 §4). */
export { LOADING_DIALOG_FORCE_MS } from '@/lib/constants/app'

/** The orange 'you are not active' banner appears after this long without user activity. */
export const INACTIVE_AFTER_MS = 15 * 60_000

/** School-year selector: years from 2019 (spec 2 §9); the academic year itself is src/lib/dates.ts. */
export const FIRST_SCHOOL_YEAR = 2019

/** Snake: board size in cells and one step of the game loop. */
export const SNAKE_BOARD = 16
export const SNAKE_TICK_MS = 140

/** Added to PrimeReact's z-index of a confirmation: it stays above non-modal panels that open by themselves later. */
export const MODAL_ABOVE_PANELS = 100
