import { shownValue } from './shown-value'
import type { Lists, Row, TableColumn } from './types'

/**
 * The table's search index, built once per data change (in idle time). A row matches a query when one of
 * its values contains it: each scalar field (`for … in` the row: strings, numbers, booleans) and each
 * derived shown value (list names, dates, Да/Нет). Tables repeat values (names, statuses, actions,
 * dates), so the index keeps each FIELD's DISTINCT values once, lower-cased, in one text, and each row's
 * value number per field. A search scans the distinct values with native indexOf (a field of digits is
 * a one-byte text: a Cyrillic query skips it at once), marks the values that contain the query, then
 * maps them to rows through the value numbers: O(distinct text + rows × fields with a hit), never the
 * rows' whole text.
 */
export interface SearchField {
  /** The distinct values, lower-cased, each followed by SEP: value k is text[starts[k], starts[k + 1] - 1). */
  text: string
  starts: Uint32Array
  /** Each row's value number; 0 is the empty value (a row without this field). */
  ids: Uint32Array
  /**
   * The raw value of each value number (undefined for 0) when the field's values were deduplicated and
   * all scalar: then `ids` is the field's partition by value, which the first sort by it reuses. Else null.
   */
  raws: readonly unknown[] | null
}

export interface SearchIndex {
  fields: SearchField[]
  rowCount: number
  /** The scalar fields by key, and the derived columns' shown values by column. */
  byKey: ReadonlyMap<string, SearchField>
  byColumn: ReadonlyMap<TableColumn, SearchField>
}

/** Separates values in a field's text; a query never contains it (see normalizeQuery). */
export const SEP = '\u0001'
const ROW_SEP = '\u0002'

/** The query as searched: separators as spaces, trimmed, lower-cased ('' searches nothing). */
export function normalizeQuery(query: string): string {
  return query.split(SEP).join(' ').split(ROW_SEP).join(' ').trim().toLowerCase()
}

/** After this many rows a field whose values are mostly distinct (ids, sums) stops looking values up. */
const DISTINCT_CHECK = 2048

/** Collects one field's distinct values and each row's value number. */
class FieldBuilder {
  readonly values: string[] = ['']
  /** The raw value of each value number while deduplicating (see SearchField.raws). */
  raws: unknown[] | null = [undefined]
  /** null once the field proved mostly distinct: then each row appends its value (repeats are harmless). */
  byValue: Map<unknown, number> | null = new Map()
  readonly ids: Uint32Array
  private added = 0

  constructor(rowCount: number) {
    this.ids = new Uint32Array(rowCount)
  }

  /** Row i holds `key`, shown as `text(key)` (called once per distinct key). */
  add(i: number, key: unknown, text: (key: unknown) => string): void {
    const byValue = this.byValue
    if (byValue === null) {
      this.ids[i] = this.values.length
      // Kept only while deduplicating: a sort on a mostly distinct field gains nothing from them.
      this.values.push(text(key))
      return
    }
    let id = byValue.get(key)
    if (id === undefined) {
      id = this.values.length
      byValue.set(key, id)
      this.values.push(text(key))
      this.raws?.push(key)
    }
    this.ids[i] = id
    if (++this.added === DISTINCT_CHECK && this.values.length > DISTINCT_CHECK / 2) {
      this.byValue = null
      this.raws = null
    }
  }

  finish(): SearchField {
    const { values } = this
    const starts = new Uint32Array(values.length + 1)
    let at = 0
    for (let k = 0; k < values.length; k++) {
      starts[k] = at
      at += values[k].length + 1
    }
    starts[values.length] = at
    const joined = values.join(SEP) + SEP
    let text = joined.toLowerCase()
    if (text.length !== joined.length) {
      // Rare characters change length when lower-cased (e.g. 'İ'): lower-case value by value, fix offsets.
      const lower = values.map((v) => v.toLowerCase())
      at = 0
      for (let k = 0; k < lower.length; k++) {
        starts[k] = at
        at += lower[k].length + 1
      }
      starts[lower.length] = at
      text = lower.join(SEP) + SEP
    }
    return { text, starts, ids: this.ids, raws: this.raws }
  }
}

const asText = (value: unknown) => String(value)

/** Builds the index of `rows`: their scalar fields plus the shown values of the `derived` columns. */
export function buildSearchIndex<R extends Row>(
  rows: readonly R[],
  derived: readonly TableColumn<R>[],
  lists: Lists,
): SearchIndex {
  const n = rows.length
  const byKey = new Map<string, FieldBuilder>()
  // Keys that also hold non-scalar values (objects, arrays): searched by their scalars, never sort-reused.
  const mixed = new Set<string>()
  // Rows usually share their keys' order: the previous row's k-th scalar key and its builder.
  const lastKeys: string[] = []
  const lastBuilders: FieldBuilder[] = []
  for (let i = 0; i < n; i++) {
    const row = rows[i]
    let k = 0
    for (const key in row) {
      const value = row[key]
      const t = typeof value
      if (t !== 'string' && t !== 'number' && t !== 'boolean') {
        if (value !== null && value !== undefined) mixed.add(key)
        continue
      }
      let builder = lastKeys[k] === key ? lastBuilders[k] : byKey.get(key)
      if (!builder) {
        builder = new FieldBuilder(n)
        byKey.set(key, builder)
      }
      lastKeys[k] = key
      lastBuilders[k] = builder
      k++
      builder.add(i, value, asText)
    }
  }
  for (const key of mixed) {
    const builder = byKey.get(key)
    if (builder) builder.raws = null
  }
  const fields: SearchField[] = []
  const fieldByKey = new Map<string, SearchField>()
  for (const [key, builder] of byKey) {
    const field = builder.finish()
    fields.push(field)
    fieldByKey.set(key, field)
  }
  const byColumn = new Map<TableColumn, SearchField>()
  for (const column of derived) {
    const field = derivedField(rows, column, lists).finish()
    fields.push(field)
    byColumn.set(column as TableColumn, field)
  }
  return { fields, rowCount: n, byKey: fieldByKey, byColumn }
}

/** A derived column's shown values: computed once per distinct raw value (per row for arrays and dates). */
function derivedField<R extends Row>(rows: readonly R[], column: TableColumn<R>, lists: Lists): FieldBuilder {
  const builder = new FieldBuilder(rows.length)
  const byShown = new Map<string, number>()
  let row: R = rows[0]
  const shown = () => shownValue(column, row, lists)
  for (let i = 0; i < rows.length; i++) {
    row = rows[i]
    const raw = row[column.value]
    if (raw === null || typeof raw !== 'object') {
      builder.add(i, raw, shown)
      continue
    }
    // Objects (a multiple list's ids, a Date) are shown row by row; equal shown texts share a value.
    const text = shownValue(column, row, lists)
    let id = byShown.get(text)
    if (id === undefined) {
      id = builder.values.length
      byShown.set(text, id)
      builder.values.push(text)
    }
    builder.ids[i] = id
  }
  // A sort by this column orders its shown texts: those are the raw values it reuses.
  builder.raws = builder.byValue ? builder.values.slice() : null
  return builder
}

/** Marks the values of `field` that contain `needle` in `hit` (allocated on the first hit). */
function markValues(field: SearchField, needle: string, hit: Uint8Array | null): Uint8Array | null {
  const { text, starts } = field
  let pos = text.indexOf(needle)
  if (pos < 0) return hit
  const count = starts.length - 1
  const marks = hit ?? new Uint8Array(count)
  let k = 0
  while (pos >= 0) {
    // The value holding `pos`: hits come in text order, so walk forward (at most once over the values).
    while (starts[k + 1] <= pos) k++
    marks[k] = 1
    if (++k >= count) break
    pos = text.indexOf(needle, starts[k])
  }
  return marks
}

/** Rows (1 in the mask) holding a value that contains one of the `needles` (normalized, non-empty). */
export function searchIndexMask(index: SearchIndex, needles: readonly string[]): Uint8Array {
  const n = index.rowCount
  const mask = new Uint8Array(n)
  for (const field of index.fields) {
    let hit: Uint8Array | null = null
    for (const needle of needles) hit = markValues(field, needle, hit)
    if (!hit) continue
    const ids = field.ids
    for (let i = 0; i < n; i++) mask[i] |= hit[ids[i]]
  }
  return mask
}
