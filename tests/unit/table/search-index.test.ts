import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { swapLayout } from '@/lib/keyboard-layout'
import { ensureSearchIndex, prepare, searchMask, shownValue, sortOrder, viewIndices } from '@/ui/data-table/pipeline'
import type { Lists, Row, TableColumn } from '@/ui/data-table/types'

/*
 * The search index (distinct values per field) and the sort that reuses its partition must give exactly
 * what the straightforward filter and the row-by-row sort give: same rows, same order.
 */

const lists: Lists = {
  faculties: [
    { id: 1, name: 'Энергетический' },
    { id: 2, name: 'Авиастроительный' },
    { id: 3, name: 'Ёлочный' },
    { id: 4, name: 'ΣΟΦΊΑ İstanbul' },
  ],
}
const columns: TableColumn[] = [
  { value: 'name', text: 'Название' },
  { value: 'faculty', text: 'Факультет', listName: 'faculties' },
  { value: 'tags', text: 'Метки', listName: 'faculties', multiple: true },
  { value: 'date', text: 'Дата', type: 'date' },
  { value: 'active', text: 'Активен', type: 'boolean' },
  { value: 'count', text: 'Количество' },
]

/** The straightforward filter: a row matches when one of its values, lower-cased, contains the query. */
function straightforward(rows: readonly Row[], query: string): number[] {
  const q = query.replaceAll('\u0001', ' ').replaceAll('\u0002', ' ').trim().toLowerCase()
  if (!q) return rows.map((_, i) => i)
  const alt = swapLayout(q)
  const derived = columns.filter((c) => c.listName || c.type === 'date' || c.type === 'boolean')
  const out: number[] = []
  rows.forEach((row, i) => {
    const texts: string[] = []
    for (const key in row) {
      const v = row[key]
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') texts.push(String(v))
    }
    for (const column of derived) texts.push(shownValue(column, row, lists))
    if (texts.some((t) => t.toLowerCase().includes(q) || t.toLowerCase().includes(alt))) out.push(i)
  })
  return out
}

const searched = (rows: readonly Row[], query: string) => {
  const view = viewIndices(prepare(rows, columns, lists), { query, filters: {}, sortBy: null, descending: false })
  return Array.from(view)
}

// Letters of both layouts (ё/е, upper and lower case), length-changing 'İ', Greek final sigma, separators.
const CHARS = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяЁЕЖhjklqwerty[];,.`ЁİΣσςΑ 0123456789-.\u0001\u0002']
const text = (maxLength: number) => fc.array(fc.constantFrom(...CHARS), { maxLength }).map((cs) => cs.join(''))
const value = fc.oneof(
  text(8),
  fc.constantFrom('Кузнецов А. И.', 'Ёлкин Е. Ж.', 'елкин', 'ΟΔΟΣ', 'İz', '', 'Экспорт'),
  fc.integer({ min: -50, max: 50 }),
  fc.double({ noDefaultInfinity: true }),
  fc.constant(Number.NaN),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
const row = fc.record(
  {
    name: value,
    faculty: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant('2'), fc.constant(null)),
    tags: fc.oneof(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }), fc.constant(3)),
    date: fc.oneof(fc.constantFrom('2024-03-01', '2023-12-31T10:00:00', '', 'вчера'), fc.constant(new Date(0))),
    active: fc.oneof(fc.boolean(), fc.constant(null), fc.constant(1)),
    count: value,
    note: fc.oneof(value, fc.constant({ nested: 'кузнецов' }), fc.constant(['кузнецов'])),
  },
  { requiredKeys: ['name'] },
)
/** Queries: random text, pieces of the data (as typed and in the other layout), one letter, blank. */
const queryOf = (rows: readonly Row[]) =>
  fc.oneof(
    text(4),
    fc.constantFrom('', ' ', 'е', 'ё', 'Ё', 'a', 'f', '1', '-', 'repytwjd', 'кузнецов', 'ς', 'σ', 'i̇'),
    fc.tuple(fc.nat(Math.max(0, rows.length - 1)), fc.nat(6), fc.nat(4), fc.boolean()).map(([i, from, len, swap]) => {
      const source = rows.length ? String(rows[i].name ?? '') : ''
      const piece = source.slice(from, from + 1 + len)
      return swap ? swapLayout(piece) : piece
    }),
  )

describe('search index', () => {
  it('property: the same rows as the straightforward filter (layouts, ё/е, case, empty and one-letter queries)', () => {
    fc.assert(
      fc.property(
        fc
          .array(row, { maxLength: 40 })
          .chain((rows) => fc.tuple(fc.constant(rows), fc.array(queryOf(rows), { minLength: 1, maxLength: 5 }))),
        ([rows, queries]) => {
          for (const query of queries) expect(searched(rows, query)).toEqual(straightforward(rows, query))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('keys in other orders, missing keys and mostly distinct fields (past the deduplication check)', () => {
    const rows: Row[] = []
    for (let i = 0; i < 5000; i++) {
      const r: Row = i % 7 === 0 ? { extra: `Особое ${i}` } : {}
      r.id = i
      r.name = ['Кузнецов', 'Ёлкин', 'Alpha', 'елкин'][i % 4] + (i % 3 === 0 ? ` ${i}` : '')
      r.faculty = (i % 4) + 1
      if (i % 5) r.count = i * 1.5
      if (i === 4000) r.late = 'поздний ключ'
      rows.push(i % 2 ? r : Object.fromEntries(Object.entries(r).reverse()))
    }
    for (const query of [
      'кузнецов',
      'repytwjd',
      'ёлкин',
      'елкин',
      '`krby',
      '1',
      '15',
      '4999',
      'особое 7',
      'поздний',
      'ё',
      'э',
    ])
      expect(searched(rows, query)).toEqual(straightforward(rows, query))
  })

  it('a query is searched in each value, never across two values or two rows', () => {
    const p = prepare([{ a: 'ab', b: 'cd' }, { a: 'ef' }], [])
    expect(Array.from(searchMask(p, 'bc')!)).toEqual([0, 0])
    expect(Array.from(searchMask(p, 'de')!)).toEqual([0, 0])
    expect(Array.from(searchMask(p, 'cd')!)).toEqual([1, 0])
    expect(searchMask(p, ' \u0001 ')).toBeNull()
  })

  it("lower-casing that lengthens a value ('İ' → 'i̇') keeps the values' boundaries", () => {
    const rows = [{ n: 'İİİİ' }, { n: 'xy' }, { n: 'zz' }, { n: 'İz' }]
    const p = prepare(rows, [])
    expect(Array.from(searchMask(p, 'z')!)).toEqual([0, 0, 1, 1])
    expect(Array.from(searchMask(p, 'y')!)).toEqual([0, 1, 0, 0])
    expect(Array.from(searchMask(p, 'i̇z')!)).toEqual([0, 0, 0, 1])
  })
})

describe('sort order reusing the search index', () => {
  const orders = (rows: readonly Row[], name: string) => {
    const cold = prepare(rows, columns, lists)
    const warm = prepare(rows, columns, lists)
    ensureSearchIndex(warm)
    return [Array.from(sortOrder(cold, name)), Array.from(sortOrder(warm, name))]
  }
  it('property: the same order with and without the index, for every column', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        for (const column of [...columns, { value: 'note', text: 'note' }, { value: 'missing', text: '?' }]) {
          const [cold, warm] = orders(rows, column.value)
          expect(warm).toEqual(cold)
        }
      }),
      { numRuns: 200 },
    )
  })
  it('numeric, boolean and list fields with repeats and gaps keep their ties in data order', () => {
    const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({
      n: i % 9 === 0 ? null : (i * 7) % 13,
      b: i % 3 === 0,
      faculty: (i % 4) + 1,
      s: i % 11 === 0 ? '' : ['Ёж', 'еж', 'ЕЖ', 'ёлка', 'Alpha'][i % 5],
      u: `уникальное ${i}`,
    }))
    for (const name of ['n', 'b', 'faculty', 's', 'u']) {
      const [cold, warm] = orders(rows, name)
      expect(warm).toEqual(cold)
    }
  })
})
