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
  /** Lower-cased concatenation of each row's scalar fields and shown values. */
  searchIndex: string[]
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
const pad = (n: number) => String(n).padStart(2, '0')
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/

/** 'yyyy-mm-dd…' → 'dd.mm.yyyy' (with ' hh:mm' when `withTime` and the value has a time). */
export function formatDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return ''
  if (value instanceof Date) {
    const base = `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`
    return withTime ? `${base} ${pad(value.getHours())}:${pad(value.getMinutes())}` : base
  }
  const m = DATE_RE.exec(String(value))
  if (!m) return String(value)
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

/** The lower-cased search text of one row: every scalar field plus every column's shown value. */
export function rowSearchText<R extends Row>(row: R, columns: readonly TableColumn<R>[], lists: Lists): string {
  let text = ''
  for (const key in row) {
    const value = row[key]
    const t = typeof value
    if (t === 'string' || t === 'number' || t === 'boolean') text += String(value) + SEP
  }
  for (const column of columns) {
    if (column.listName || column.type === 'date' || column.type === 'boolean') text += shownValue(column, row, lists) + SEP
  }
  return text.toLowerCase()
}

export function prepare<R extends Row>(rows: readonly R[], columns: readonly TableColumn<R>[], lists: Lists = {}): Prepared<R> {
  const searchIndex = new Array<string>(rows.length)
  for (let i = 0; i < rows.length; i++) searchIndex[i] = rowSearchText(rows[i], columns, lists)
  return { rows, columns, lists, searchIndex, shownCache: new Map(), orderCache: new Map() }
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
  } else for (const v of shownColumn(p, name)) set.add(v)
  return [...set].sort(collator.compare)
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' })

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
  const order = new Uint32Array(n)
  for (let i = 0; i < n; i++) order[i] = i
  const raw = p.rows.map((r) => r[field])
  const useShown = !column.nameSort && Boolean(column.listName)
  const numeric = !useShown && raw.every((v) => v === null || v === undefined || v === '' || typeof v === 'number' || typeof v === 'boolean')
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (numeric) {
    const keys = new Float64Array(n)
    for (let i = 0; i < n; i++) keys[i] = empty(raw[i]) ? Infinity : Number(raw[i])
    order.sort((a, b) => keys[a] - keys[b] || a - b)
  } else {
    const texts = useShown ? shownColumn(p, name) : raw.map((v) => (empty(v) ? '' : typeof v === 'object' ? '' : String(v)))
    const keys = texts.map(textKey)
    order.sort((a, b) => {
      const ka = keys[a]
      const kb = keys[b]
      if (ka === kb) return a - b
      if (ka === '') return 1
      if (kb === '') return -1
      return ka < kb ? -1 : 1
    })
  }
  p.orderCache.set(name, order)
  return order
}

/** Rows whose search text contains the query or the query re-typed in the other keyboard layout. */
export function searchMask<R extends Row>(p: Prepared<R>, query: string): Uint8Array | null {
  const q = query.trim().toLowerCase()
  if (!q) return null
  const alt = swapLayout(q)
  const mask = new Uint8Array(p.rows.length)
  const index = p.searchIndex
  if (alt === q) {
    for (let i = 0; i < index.length; i++) if (index[i].includes(q)) mask[i] = 1
  } else {
    for (let i = 0; i < index.length; i++) if (index[i].includes(q) || index[i].includes(alt)) mask[i] = 1
  }
  return mask
}

/** Narrows a mask by the filter row: a row passes when each filtered column's value is selected. */
export function filterMask<R extends Row>(p: Prepared<R>, filters: Record<string, readonly string[]>, mask: Uint8Array | null): Uint8Array | null {
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
  for (const key of [...buckets.keys()].sort(collator.compare)) for (const i of buckets.get(key)!) out[k++] = i
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
