import { swapLayout } from '@/lib/keyboard-layout'
import type { Lists, Row, TableColumn } from './types'

/**
 * The table's data pipeline as pure functions: search → filter → sort → group → page, over row
 * INDICES (Uint32Array), never copies of rows. `prepare` is computed once per data change and caches
 * what every keystroke would otherwise recompute: the lower-cased search text of each row, each
 * column's shown values and each column's full sort order. With those, a search is a scan, a filter a
 * set lookup, and a sort a walk over the cached order keeping the rows that pass (O(n)).
 */
export interface Prepared<R extends Row = Row> {
  rows: readonly R[]
  columns: readonly TableColumn<R>[]
  lists: Lists
  /**
   * The search index: every row's scalar fields and shown values, lower-cased, fields separated by
   * \u0001 and rows by \u0002, in ONE string; `starts[i]` is where row i begins. A search is then a
   * few native indexOf scans that jump to the next row on a hit.
   */
  searchText: string | null
  starts: Uint32Array | null
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

const SEP = '\u0001'
const ROW_SEP = '\u0002'
const pad = (n: number) => String(n).padStart(2, '0')
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/

/** 'yyyy-mm-dd…' → 'dd.mm.yyyy' (with ' hh:mm' when `withTime` and the value has a time). */
export function formatDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return ''
  if (value instanceof Date) {
    const base = `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`
    return withTime ? `${base} ${pad(value.getHours())}:${pad(value.getMinutes())}` : base
  }
  const text = String(value)
  // Fast path for 'yyyy-mm-dd…' (the usual shape), the regex for anything else.
  if (text.length >= 10 && text[4] === '-' && text[7] === '-') {
    const base = `${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)}`
    if (!withTime || text.length < 16) return /^\d{4}-\d{2}-\d{2}$/.test(text.slice(0, 10)) ? base : text
    return `${base} ${text.slice(11, 13)}:${text.slice(14, 16)}`
  }
  const m = DATE_RE.exec(text)
  if (!m) return text
  const base = `${m[3]}.${m[2]}.${m[1]}`
  return withTime && m[4] ? `${base} ${m[4]}:${m[5]}` : base
}

export const YES = 'Да'
export const NO = 'Нет'

function optionLabel(column: TableColumn, lists: Lists, id: unknown): string {
  const list = column.listName ? lists[column.listName] : undefined
  if (!list) return id === null || id === undefined ? '' : String(id)
  const idKey = column.listID ?? 'id'
  const nameKey = column.accessIsName ?? 'name'
  const found = list.find((o) => o[idKey] === id || String(o[idKey]) === String(id))
  return found ? String(found[nameKey] ?? '') : id === null || id === undefined ? '' : String(id)
}

/** What a cell shows as text: list ids become names, booleans Да/Нет, dates dd.mm.yyyy. */
export function shownValue<R extends Row>(column: TableColumn<R>, row: R, lists: Lists): string {
  const raw = row[column.value]
  if (column.listName) {
    if (Array.isArray(raw)) return raw.map((id) => optionLabel(column as TableColumn, lists, id)).join(', ')
    return optionLabel(column as TableColumn, lists, raw)
  }
  if (column.type === 'boolean') return raw ? YES : NO
  if (column.type === 'date') return formatDate(raw, column.value === 'dateFiling')
  if (raw === null || raw === undefined) return ''
  if (typeof raw === 'object') return ''
  return String(raw)
}

/** The search text of one row (not lower-cased): every scalar field plus every derived shown value. */
export function rowSearchText<R extends Row>(row: R, derived: readonly TableColumn<R>[], lists: Lists): string {
  let text = ''
  for (const key in row) {
    const value = row[key]
    const t = typeof value
    if (t === 'string') text += (value as string) + SEP
    else if (t === 'number' || t === 'boolean') text += String(value) + SEP
  }
  for (const column of derived) text += shownValue(column, row, lists) + SEP
  return text
}

/** The per-data-change state; the search index is built on first use (or ahead, see ensureSearchIndex). */
export function prepare<R extends Row>(
  rows: readonly R[],
  columns: readonly TableColumn<R>[],
  lists: Lists = {},
): Prepared<R> {
  const derived = columns.filter((c) => c.listName || c.type === 'date' || c.type === 'boolean')
  return { rows, columns, lists, derived, searchText: null, starts: null, shownCache: new Map(), orderCache: new Map() }
}

/** Builds the search index once (the table does it in idle time after the first render). */
export function ensureSearchIndex<R extends Row>(p: Prepared<R>): void {
  if (p.searchText !== null) return
  const { rows, derived, lists } = p
  const parts = new Array<string>(rows.length)
  const starts = new Uint32Array(rows.length + 1)
  let at = 0
  for (let i = 0; i < rows.length; i++) {
    const text = rowSearchText(rows[i], derived, lists)
    parts[i] = text
    starts[i] = at
    at += text.length + 1
  }
  starts[rows.length] = at
  // One lower-casing of the whole text (length-preserving for the scripts a portal holds; checked).
  let searchText = parts.join(ROW_SEP) + ROW_SEP
  const lower = searchText.toLowerCase()
  if (lower.length === searchText.length) searchText = lower
  else {
    // Rare characters change length when lower-cased (e.g. 'İ'): lower-case row by row, fix offsets.
    at = 0
    for (let i = 0; i < rows.length; i++) {
      parts[i] = parts[i].toLowerCase()
      starts[i] = at
      at += parts[i].length + 1
    }
    starts[rows.length] = at
    searchText = parts.join(ROW_SEP) + ROW_SEP
  }
  p.searchText = searchText
  p.starts = starts
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
  const raw: unknown[] = useShown ? shownColumn(p, name) : p.rows.map((r) => r[field])
  const empty = (v: unknown) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v))
  const numeric = !useShown && raw.every((v) => empty(v) || typeof v === 'number' || typeof v === 'boolean')
  // Rank every row by its distinct raw value (keys computed and sorted per distinct value, not per
  // row), then a stable counting sort by rank: O(n + d log d). Empty values get the last rank.
  const slot = new Map<unknown, number>()
  const slotOfRow = new Int32Array(n)
  const values: unknown[] = []
  for (let i = 0; i < n; i++) {
    const v = raw[i]
    if (empty(v) || (!numeric && typeof v === 'object')) {
      slotOfRow[i] = -1
      continue
    }
    let at = slot.get(v)
    if (at === undefined) {
      at = values.length
      slot.set(v, at)
      values.push(v)
    }
    slotOfRow[i] = at
  }
  const keys = values.map((v) => (numeric ? Number(v) : textKey(String(v))))
  const byKey = values.map((_, i) => i)
  if (numeric) byKey.sort((a, b) => (keys[a] as number) - (keys[b] as number))
  else byKey.sort((a, b) => (keys[a] === keys[b] ? 0 : keys[a] < keys[b] ? -1 : 1))
  // Equal keys (e.g. 'Ёж' and 'еж') share a rank, so their rows keep the data order.
  const rankOfSlot = new Uint32Array(values.length)
  let distinctRanks = 0
  for (let r = 0; r < byKey.length; r++) {
    if (r > 0 && keys[byKey[r]] !== keys[byKey[r - 1]]) distinctRanks++
    rankOfSlot[byKey[r]] = distinctRanks
  }
  const d = values.length ? distinctRanks + 1 : 0
  const rank = new Uint32Array(n)
  const counts = new Uint32Array(d + 2)
  for (let i = 0; i < n; i++) {
    const r = slotOfRow[i] < 0 ? d : rankOfSlot[slotOfRow[i]]
    rank[i] = r
    counts[r + 1]++
  }
  for (let r = 1; r < counts.length; r++) counts[r] += counts[r - 1]
  const order = new Uint32Array(n)
  for (let i = 0; i < n; i++) order[counts[rank[i]]++] = i
  p.orderCache.set(name, order)
  return order
}

/** Marks the rows whose search text contains `needle`: native indexOf, jumping to the next row on a hit. */
function markMatches(p: Prepared, needle: string, mask: Uint8Array): void {
  ensureSearchIndex(p)
  const searchText = p.searchText!
  const starts = p.starts!
  const n = p.rows.length
  let pos = searchText.indexOf(needle)
  while (pos >= 0) {
    // The row holding `pos`: the last start ≤ pos (binary search).
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid] <= pos) lo = mid
      else hi = mid - 1
    }
    mask[lo] = 1
    if (lo + 1 >= n) break
    pos = searchText.indexOf(needle, starts[lo + 1])
  }
}

/** Rows whose search text contains the query or the query re-typed in the other keyboard layout. */
export function searchMask<R extends Row>(p: Prepared<R>, query: string): Uint8Array | null {
  const q = query.split(SEP).join(' ').split(ROW_SEP).join(' ').trim().toLowerCase()
  if (!q) return null
  const mask = new Uint8Array(p.rows.length)
  markMatches(p as unknown as Prepared, q, mask)
  const alt = swapLayout(q)
  if (alt !== q) markMatches(p as unknown as Prepared, alt, mask)
  return mask
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
