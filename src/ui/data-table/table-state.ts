import type { RowKey, TablePagination } from './types'

/** Spec 2 §9: a closed detail row collapses after 600 ms (it is marked closed at once). */
export const ROW_COLLAPSE_DELAY_MS = 600
/** Spec 2 §2.3/§9: the table's mobile layout prop default (screens pass 769, the spec's breakpoint). */
export const TABLE_MOBILE_BREAKPOINT_DEFAULT = 600
export const TABLE_MOBILE_BREAKPOINT = 769
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100, 200] as const

/** The table's own UI state (sorting, filters, search, page, detail rows) as a pure reducer. */
export interface TableState {
  sortBy: string | null
  descending: boolean
  filters: Record<string, string[]>
  query: string
  page: number
  rowsPerPage: number
  /** Detail rows: 'open' shown; 'closing' marked closed, still collapsing (ROW_COLLAPSE_DELAY_MS). */
  expanded: Record<string, 'open' | 'closing'>
}

export type TableAction =
  | { type: 'sort'; column: string }
  | { type: 'filter'; column: string; values: string[] }
  | { type: 'search'; query: string }
  | { type: 'page'; page: number }
  | { type: 'rowsPerPage'; rowsPerPage: number }
  | { type: 'toggleRow'; key: RowKey; single: boolean }
  | { type: 'collapsed'; key: RowKey }

export function initialTableState(
  pagination: TablePagination = {},
  filters: Record<string, string[]> = {},
): TableState {
  return {
    sortBy: pagination.sortBy ?? null,
    descending: pagination.descending ?? false,
    filters,
    query: '',
    page: 0,
    rowsPerPage: pagination.rowsPerPage ?? 20,
    expanded: {},
  }
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'sort':
      // The same column toggles the direction; a new column starts ascending.
      return state.sortBy === action.column
        ? { ...state, descending: !state.descending, page: 0 }
        : { ...state, sortBy: action.column, descending: false, page: 0 }
    case 'filter':
      return { ...state, filters: { ...state.filters, [action.column]: action.values }, page: 0 }
    case 'search':
      return state.query === action.query ? state : { ...state, query: action.query, page: 0 }
    case 'page':
      return { ...state, page: Math.max(0, action.page) }
    case 'rowsPerPage':
      return { ...state, rowsPerPage: action.rowsPerPage, page: 0 }
    case 'toggleRow': {
      const key = String(action.key)
      const expanded = { ...state.expanded }
      if (expanded[key] === 'open') expanded[key] = 'closing'
      else {
        if (action.single) for (const k of Object.keys(expanded)) if (expanded[k] === 'open') expanded[k] = 'closing'
        expanded[key] = 'open'
      }
      return { ...state, expanded }
    }
    case 'collapsed': {
      const key = String(action.key)
      if (state.expanded[key] !== 'closing') return state
      const expanded = { ...state.expanded }
      delete expanded[key]
      return { ...state, expanded }
    }
  }
}

/** Keys that just became 'open' (the detail event fires for these) and those that started closing. */
export function expandChanges(
  before: TableState['expanded'],
  after: TableState['expanded'],
): { opened: string[]; closing: string[] } {
  const opened: string[] = []
  const closing: string[] = []
  for (const [k, v] of Object.entries(after)) {
    if (v === 'open' && before[k] !== 'open') opened.push(k)
    if (v === 'closing' && before[k] !== 'closing') closing.push(k)
  }
  return { opened, closing }
}
