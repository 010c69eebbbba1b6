import { swapLayout } from '@/lib/keyboard-layout'
import { buildSearchIndex, normalizeQuery, searchIndexMask, type SearchIndex } from './search-index'
import { optionLabel, shownValue } from './shown-value'
import type { Lists, Row, TableColumn } from './types'

export { formatDate, NO, shownValue, YES } from './shown-value'

/**
 * The table's data pipeline as pure functions: search → filter → sort → group → page, over row
 * INDICES (Uint32Array), never copies of rows. `prepare` is computed once per data change and caches
 * what every keystroke would otherwise recompute: the search index (search-index.ts), each
 * column's shown values and each column's full sort order. With those, a search is a scan, a filter a
 * set lookup, and a sort a walk over the cached order keeping the rows that pass (O(n)).
 */
export interface Prepared<R extends Row = Row> {
  rows: readonly R[]
  columns: readonly TableColumn<R>[]
  lists: Lists
  /** The search index (see search-index.ts), built once per data change. */
  search: SearchIndex | null
  /** Columns whose shown value differs from the raw one (lists, dates, booleans): searched too. */
  derived: readonly TableColumn<R>[]
  shownCache: Map<string, string[]>
  orderCache: Map<string, Uint32Array>
}

export interface ViewQuery {
  query: string
  filters: Record<string, readonly string[]>
  sortBy: string | null
  descending: boolean
  groupBy?: string | null
}

/** The per-data-change state; the search index is built on first use (or ahead, see ensureSearchIndex). */
export function prepare<R extends Row>(
  rows: readonly R[],
  columns: readonly TableColumn<R>[],
  lists: Lists = {},
): Prepared<R> {
  const derived = columns.filter((c) => c.listName || c.type === 'date' || c.type === 'boolean')
  return { rows, columns, lists, derived, search: null, shownCache: new Map(), orderCache: new Map() }
}

/** Builds the search index once (the table does it in idle time after the first render). */
export function ensureSearchIndex<R extends Row>(p: Prepared<R>): SearchIndex {
  p.search ??= buildSearchIndex(p.rows, p.derived, p.lists)
  return p.search
}

function columnOf<R extends Row>(p: Prepared<R>, name: string): TableColumn<R> {
  return p.columns.find((c) => c.value === name) ?? ({ value: name, text: name } as TableColumn<R>)
}

/** Each row's shown value of a column, computed once per data change. */
export function shownColumn<R extends Row>(p: Prepared<R>, name: string): string[] {
  let cached = p.shownCache.get(name)
  if (!cached) {
    const column = columnOf(p, name)
    cached = p.rows.map((row) => shownValue(column, row, p.lists))
    p.shownCache.set(name, cached)
  }
  return cached
}

/** Distinct shown values of a column, sorted, for its filter dropdown (list values one by one). */
export function filterOptions<R extends Row>(p: Prepared<R>, name: string): string[] {
  const column = columnOf(p, name)
  const set = new Set<string>()
  if (column.listName && column.multiple) {
    for (const row of p.rows) {
      const raw = row[name]
      for (const id of Array.isArray(raw) ? raw : [raw]) set.add(optionLabel(column as TableColumn, p.lists, id))
    }
    return sortTexts([...set])
  }
  const shown = shownColumn(p, name)
  if (column.type === 'date') {
    // Chronological: walk the column's (cached) sort order.
    for (const i of sortOrder(p, name)) set.add(shown[i])
    return [...set]
  }
  for (const v of shown) set.add(v)
  return sortTexts([...set])
}

/** Sorts texts alphabetically (Russian order via text keys computed once per value), empty last. */
function sortTexts(values: string[]): string[] {
  const keyed = values.map((v) => [textKey(v), v] as const)
  keyed.sort((a, b) => (a[0] === b[0] ? 0 : a[0] === '' ? 1 : b[0] === '' ? -1 : a[0] < b[0] ? -1 : 1))
  return keyed.map((k) => k[1])
}

/** Lower-cased, ё as е: plain code-point order of these keys is Russian alphabetical order. */
function textKey(value: string): string {
  return value.toLowerCase().replace(/ё/g, 'е')
}

/** Rows partitioned by value: row i holds values[slotOfRow[i]]; slot 0 holds the empty ones. */
interface Slots {
  slotOfRow: Uint32Array
  values: readonly unknown[]
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v))

/** The partition the search index already holds (a deduplicated, all-scalar field), if built. */
function indexSlots<R extends Row>(p: Prepared<R>, column: TableColumn<R>, useShown: boolean): Slots | null {
  const field = useShown
    ? p.search?.byColumn.get(column as TableColumn)
    : p.search?.byKey.get(column.nameSort ?? column.value)
  return field?.raws ? { slotOfRow: field.ids, values: field.raws } : null
}

/**
 * Each row's slot by its distinct raw value (empty values and objects: slot 0), in one pass over the
 * rows; numeric when every value is empty, a number or a boolean.
 */
function rowSlots(n: number, valueAt: (i: number) => unknown): Slots & { numeric: boolean } {
  const slot = new Map<unknown, number>()
  const slotOfRow = new Uint32Array(n)
  const values: unknown[] = [undefined]
  let numeric = true
  for (let i = 0; i < n; i++) {
    const v = valueAt(i)
    if (isEmpty(v)) continue
    const t = typeof v
    if (t !== 'number' && t !== 'boolean') {
      numeric = false
      // Objects sort as empty (a numeric column holds none).
      if (t === 'object') continue
    }
    let at = slot.get(v)
    if (at === undefined) {
      at = values.length
      slot.set(v, at)
      values.push(v)
    }
    slotOfRow[i] = at
  }
  return { slotOfRow, values, numeric }
}

/**
 * The full ascending order of all rows by a column (the `nameSort` field when set), cached. Numbers
 * (and numeric strings) sort numerically, dates chronologically (ISO strings), text alphabetically;
 * empty values last; ties keep the data order.
 */
export function sortOrder<R extends Row>(p: Prepared<R>, name: string): Uint32Array {
  const cached = p.orderCache.get(name)
  if (cached) return cached
  const column = columnOf(p, name)
  const field = column.nameSort ?? column.value
  const n = p.rows.length
  const useShown = !column.nameSort && Boolean(column.listName)
  // Rank every row by its distinct raw value (keys computed and sorted per distinct value, not per
  // row), then a stable counting sort by rank: O(n + d log d). Empty values get the last rank. Once the
  // search index is built (idle time after the first paint) its per-field value numbers are that
  // partition already, so a sort skips the pass over the rows.
  const fromIndex = indexSlots(p, column, useShown)
  let slots: Slots
  let numeric: boolean
  if (fromIndex) {
    slots = fromIndex
    numeric = !useShown && fromIndex.values.every((v) => isEmpty(v) || typeof v === 'number' || typeof v === 'boolean')
  } else {
    const shown = useShown ? shownColumn(p, name) : null
    const rows = p.rows
    const found = rowSlots(n, shown ? (i) => shown[i] : (i) => rows[i][field])
    slots = found
    numeric = !useShown && found.numeric
  }
  const { slotOfRow, values } = slots
  const live: number[] = []
  for (let k = 0; k < values.length; k++) if (!isEmpty(values[k])) live.push(k)
  // One kind of key per array (numbers or texts) keeps the comparisons fast.
  const keys: (number | string)[] = numeric
    ? values.map((v) => (isEmpty(v) ? 0 : Number(v)))
    : values.map((v) => (isEmpty(v) ? '' : textKey(String(v))))
  if (numeric) live.sort((a, b) => (keys[a] as number) - (keys[b] as number))
  else live.sort((a, b) => (keys[a] === keys[b] ? 0 : keys[a] < keys[b] ? -1 : 1))
  // Equal keys (e.g. 'Ёж' and 'еж') share a rank, so their rows keep the data order; empty: the last.
  const rankOfSlot = new Uint32Array(values.length)
  let last = -1
  for (let r = 0; r < live.length; r++) {
    if (r === 0 || keys[live[r]] !== keys[live[r - 1]]) last++
    rankOfSlot[live[r]] = last
  }
  const d = last + 1
  for (let k = 0; k < values.length; k++) if (isEmpty(values[k])) rankOfSlot[k] = d
  const rank = new Uint32Array(n)
  const counts = new Uint32Array(d + 2)
  for (let i = 0; i < n; i++) {
    const r = rankOfSlot[slotOfRow[i]]
    rank[i] = r
    counts[r + 1]++
  }
  for (let r = 1; r < counts.length; r++) counts[r] += counts[r - 1]
  const order = new Uint32Array(n)
  for (let i = 0; i < n; i++) order[counts[rank[i]]++] = i
  p.orderCache.set(name, order)
  return order
}

/** Rows whose values contain the query or the query re-typed in the other keyboard layout. */
export function searchMask<R extends Row>(p: Prepared<R>, query: string): Uint8Array | null {
  const q = normalizeQuery(query)
  if (!q) return null
  const alt = swapLayout(q)
  return searchIndexMask(ensureSearchIndex(p), alt === q ? [q] : [q, alt])
}

/** Narrows a mask by the filter row: a row passes when each filtered column's value is selected. */
export function filterMask<R extends Row>(
  p: Prepared<R>,
  filters: Record<string, readonly string[]>,
  mask: Uint8Array | null,
): Uint8Array | null {
  const active = Object.entries(filters).filter(([, values]) => values.length > 0)
  if (active.length === 0) return mask
  const out = mask ? mask.slice() : new Uint8Array(p.rows.length).fill(1)
  for (const [name, values] of active) {
    const allowed = new Set(values)
    const column = columnOf(p, name)
    if (column.listName && column.multiple) {
      for (let i = 0; i < out.length; i++) {
        if (!out[i]) continue
        const raw = p.rows[i][name]
        const ids = Array.isArray(raw) ? raw : [raw]
        if (!ids.some((id) => allowed.has(optionLabel(column as TableColumn, p.lists, id)))) out[i] = 0
      }
    } else {
      const shown = shownColumn(p, name)
      for (let i = 0; i < out.length; i++) if (out[i] && !allowed.has(shown[i])) out[i] = 0
    }
  }
  return out
}

/** The rows to show, in order: searched, filtered, sorted (and grouped), as indices into `p.rows`. */
export function viewIndices<R extends Row>(p: Prepared<R>, q: ViewQuery): Uint32Array {
  const mask = filterMask(p, q.filters, searchMask(p, q.query))
  const n = p.rows.length
  let base: Uint32Array
  if (q.sortBy) base = sortOrder(p, q.sortBy)
  else {
    base = new Uint32Array(n)
    for (let i = 0; i < n; i++) base[i] = i
  }
  let count = 0
  if (mask) for (let i = 0; i < n; i++) count += mask[i]
  else count = n
  const out = new Uint32Array(count)
  let k = 0
  if (q.descending && q.sortBy) {
    for (let i = n - 1; i >= 0; i--) if (!mask || mask[base[i]]) out[k++] = base[i]
  } else {
    for (let i = 0; i < n; i++) if (!mask || mask[base[i]]) out[k++] = base[i]
  }
  return q.groupBy ? groupIndices(p, out, q.groupBy) : out
}

/** Stable regrouping: groups in alphabetical order of their shown value, rows keep their order within. */
export function groupIndices<R extends Row>(p: Prepared<R>, indices: Uint32Array, groupBy: string): Uint32Array {
  const shown = shownColumn(p, groupBy)
  const buckets = new Map<string, number[]>()
  for (const i of indices) {
    const key = shown[i]
    let bucket = buckets.get(key)
    if (!bucket) buckets.set(key, (bucket = []))
    bucket.push(i)
  }
  const out = new Uint32Array(indices.length)
  let k = 0
  for (const key of sortTexts([...buckets.keys()])) for (const i of buckets.get(key)!) out[k++] = i
  return out
}

export interface PageInfo {
  page: number
  pageCount: number
  from: number
  to: number
  total: number
}

/** Page `page` (0-based, clamped) of `rowsPerPage` rows; rowsPerPage ≤ 0 shows everything. */
export function pageOf(total: number, page: number, rowsPerPage: number): PageInfo {
  const size = rowsPerPage > 0 ? rowsPerPage : Math.max(total, 1)
  const pageCount = Math.max(1, Math.ceil(total / size))
  const p = Math.min(Math.max(0, page), pageCount - 1)
  const from = total === 0 ? 0 : p * size
  return { page: p, pageCount, from, to: Math.min(total, from + size), total }
}
