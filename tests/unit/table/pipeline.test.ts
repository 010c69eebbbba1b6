import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  filterMask,
  filterOptions,
  formatDate,
  pageOf,
  prepare,
  searchMask,
  shownValue,
  sortOrder,
  viewIndices,
} from '@/ui/data-table/pipeline'
import { initialTableState, tableReducer, expandChanges } from '@/ui/data-table/table-state'
import type { TableColumn } from '@/ui/data-table/types'

type R = {
  id: number
  name: string
  faculty: number
  count: number | null
  date: string
  active: boolean
  tags: number[]
}
const lists = {
  faculties: [
    { id: 1, name: 'Энергетический' },
    { id: 2, name: 'Авиастроительный' },
    { id: 3, name: 'Ёлочный' },
  ],
}
const columns: TableColumn<R>[] = [
  { value: 'id', text: '№' },
  { value: 'name', text: 'Название' },
  { value: 'faculty', text: 'Факультет', listName: 'faculties', filteredData: true },
  { value: 'count', text: 'Количество' },
  { value: 'date', text: 'Дата', type: 'date' },
  { value: 'active', text: 'Активен', type: 'boolean', filteredData: true },
  { value: 'tags', text: 'Метки', listName: 'faculties', multiple: true, filteredData: true },
]
const rows: R[] = [
  { id: 1, name: 'привет мир', faculty: 2, count: 10, date: '2024-03-01', active: true, tags: [1, 2] },
  { id: 2, name: 'Alpha', faculty: 1, count: 2, date: '2023-12-31', active: false, tags: [3] },
  { id: 3, name: 'ёжик', faculty: 3, count: null, date: '2024-01-15', active: true, tags: [] },
  { id: 4, name: 'Еда', faculty: 1, count: 2, date: '', active: false, tags: [2] },
  { id: 5, name: 'банан', faculty: 2, count: -5, date: '2022-06-30', active: true, tags: [1] },
]
const ids = (idx: Uint32Array, p = prepare(rows, columns, lists)) => Array.from(idx, (i) => p.rows[i].id)
const view = (q: Partial<Parameters<typeof viewIndices>[1]>) => {
  const p = prepare(rows, columns, lists)
  return ids(viewIndices(p, { query: '', filters: {}, sortBy: null, descending: false, ...q }), p)
}

describe('shown values', () => {
  it('names list ids, writes booleans as Да/Нет and dates as dd.mm.yyyy (dateFiling with time)', () => {
    expect(shownValue(columns[2], rows[0], lists)).toBe('Авиастроительный')
    expect(shownValue(columns[6], rows[0], lists)).toBe('Энергетический, Авиастроительный')
    expect(shownValue(columns[5], rows[1], lists)).toBe('Нет')
    expect(shownValue(columns[4], rows[0], lists)).toBe('01.03.2024')
    expect(formatDate('2024-03-01T14:05:00', true)).toBe('01.03.2024 14:05')
    expect(
      shownValue({ value: 'dateFiling', text: 'Подана', type: 'date' }, { dateFiling: '2024-03-01T09:30:00' }, {}),
    ).toBe('01.03.2024 09:30')
    expect(formatDate('2024-03-01T14:05:00')).toBe('01.03.2024')
  })
})

describe('sorting', () => {
  it('sorts numbers numerically with empty values last, stable on ties', () => {
    expect(view({ sortBy: 'count' })).toEqual([5, 2, 4, 1, 3])
    expect(view({ sortBy: 'count', descending: true })).toEqual([3, 1, 4, 2, 5])
  })
  it('sorts text alphabetically ignoring case, ё next to е, Latin before Cyrillic', () => {
    expect(view({ sortBy: 'name' })).toEqual([2, 5, 4, 3, 1])
  })
  it('sorts list columns by the shown name and dates chronologically with empty dates last', () => {
    expect(view({ sortBy: 'faculty' })).toEqual([1, 5, 3, 2, 4])
    expect(view({ sortBy: 'date' })).toEqual([5, 2, 3, 1, 4])
  })
  it('sorts by nameSort when the column names another field', () => {
    const cols = columns.map((c) => (c.value === 'name' ? { ...c, nameSort: 'id' } : c))
    const p = prepare(rows, cols, lists)
    expect(Array.from(sortOrder(p, 'name'), (i) => rows[i].id)).toEqual([1, 2, 3, 4, 5])
  })
  it('values that sort equal (ё/е, case) keep the data order; length-changing lower-casing still searches right', () => {
    const data = [{ n: 'еж' }, { n: 'Ёж' }, { n: 'ЕЖ' }, { n: 'İstanbul' }, { n: 'ёлка' }]
    const p = prepare(data, [{ value: 'n', text: 'n' }])
    expect(Array.from(sortOrder(p, 'n'))).toEqual([3, 0, 1, 2, 4])
    expect(Array.from(viewIndices(p, { query: 'ёлка', filters: {}, sortBy: null, descending: false }))).toEqual([4])
    expect(Array.from(viewIndices(p, { query: 'stanbul', filters: {}, sortBy: null, descending: false }))).toEqual([3])
  })
  it('the cached order is reused for the same data', () => {
    const p = prepare(rows, columns, lists)
    expect(sortOrder(p, 'name')).toBe(sortOrder(p, 'name'))
  })
  it('property: ascending output is ordered and a permutation of the input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), n: fc.option(fc.integer(), { nil: null }), s: fc.string() }), {
          maxLength: 60,
        }),
        (data) => {
          const cols: TableColumn[] = [
            { value: 'n', text: 'n' },
            { value: 's', text: 's' },
          ]
          const p = prepare(data, cols)
          const order = Array.from(viewIndices(p, { query: '', filters: {}, sortBy: 'n', descending: false }))
          expect([...order].sort((a, b) => a - b)).toEqual(data.map((_, i) => i))
          const nums = order.map((i) => data[i].n)
          const firstNull = nums.indexOf(null)
          if (firstNull >= 0) expect(nums.slice(firstNull).every((x) => x === null)).toBe(true)
          const present = nums.filter((x): x is number => x !== null)
          for (let i = 1; i < present.length; i++) expect(present[i - 1]).toBeLessThanOrEqual(present[i])
        },
      ),
    )
  })
})

describe('search', () => {
  it('matches case-insensitively over every scalar field and shown value', () => {
    expect(view({ query: 'ALPHA' })).toEqual([2])
    expect(view({ query: 'авиастро' })).toEqual([1, 4, 5])
    expect(view({ query: '31.12.2023' })).toEqual([2])
    expect(view({ query: '-5' })).toEqual([5])
  })
  it('also tries the query re-typed in the other keyboard layout', () => {
    expect(view({ query: 'ghbdtn' })).toEqual([1])
    expect(view({ query: 'фдзрф' })).toEqual([2])
    expect(view({ query: 'Ghbdtn' })).toEqual([1])
  })
  it('an empty or blank query keeps every row; no match gives an empty view', () => {
    expect(view({ query: '   ' })).toEqual([1, 2, 3, 4, 5])
    expect(view({ query: 'нет такого' })).toEqual([])
  })
  it('does not match across field boundaries', () => {
    const p = prepare(
      [{ a: 'ab', b: 'cd' }],
      [
        { value: 'a', text: 'a' },
        { value: 'b', text: 'b' },
      ],
    )
    expect(searchMask(p, 'bc')![0]).toBe(0)
    expect(searchMask(p, 'cd')![0]).toBe(1)
  })
})

describe('filter row', () => {
  it('offers the distinct shown values of a column, sorted', () => {
    const p = prepare(rows, columns, lists)
    expect(filterOptions(p, 'faculty')).toEqual(['Авиастроительный', 'Ёлочный', 'Энергетический'])
    expect(filterOptions(p, 'active')).toEqual(['Да', 'Нет'])
    expect(filterOptions(p, 'tags')).toEqual(['Авиастроительный', 'Ёлочный', 'Энергетический'])
  })
  it('keeps rows whose value is among the selected; several columns combine with AND; empty selection is no filter', () => {
    expect(view({ filters: { faculty: ['Энергетический'] } })).toEqual([2, 4])
    expect(view({ filters: { faculty: ['Энергетический', 'Ёлочный'], active: ['Нет'] } })).toEqual([2, 4])
    expect(view({ filters: { faculty: [] } })).toEqual([1, 2, 3, 4, 5])
    expect(view({ filters: { tags: ['Авиастроительный'] } })).toEqual([1, 4])
  })
  it('combines with search and sorting', () => {
    expect(view({ filters: { active: ['Да'] }, sortBy: 'name', descending: true, query: 'и' })).toEqual([1, 3, 5])
    const p = prepare(rows, columns, lists)
    expect(filterMask(p, {}, null)).toBeNull()
  })
})

describe('grouping and paging', () => {
  it('groups by the shown value in alphabetical order, keeping the sort inside a group', () => {
    expect(view({ groupBy: 'faculty', sortBy: 'count' })).toEqual([5, 1, 3, 2, 4])
  })
  it('pages: clamps the page, reports the range and page count', () => {
    expect(pageOf(95, 0, 20)).toEqual({ page: 0, pageCount: 5, from: 0, to: 20, total: 95 })
    expect(pageOf(95, 9, 20)).toEqual({ page: 4, pageCount: 5, from: 80, to: 95, total: 95 })
    expect(pageOf(0, 3, 20)).toEqual({ page: 0, pageCount: 1, from: 0, to: 0, total: 0 })
  })
})

describe('table state', () => {
  it('the same column toggles the direction, a new column starts ascending; page resets', () => {
    let s = { ...initialTableState({ sortBy: 'name', descending: false }), page: 3 }
    s = tableReducer(s, { type: 'sort', column: 'name' })
    expect([s.sortBy, s.descending, s.page]).toEqual(['name', true, 0])
    s = tableReducer(s, { type: 'sort', column: 'name' })
    expect(s.descending).toBe(false)
    s = tableReducer(tableReducer(s, { type: 'sort', column: 'name' }), { type: 'sort', column: 'count' })
    expect([s.sortBy, s.descending]).toEqual(['count', false])
  })
  it('search, filter and rows-per-page return to the first page', () => {
    const s = { ...initialTableState(), page: 4 }
    expect(tableReducer(s, { type: 'search', query: 'x' }).page).toBe(0)
    expect(tableReducer(s, { type: 'filter', column: 'a', values: ['1'] }).page).toBe(0)
    expect(tableReducer(s, { type: 'rowsPerPage', rowsPerPage: 50 })).toMatchObject({ page: 0, rowsPerPage: 50 })
  })
  it('detail rows: opening marks open, closing marks closing at once then collapsed removes; single-expand closes others', () => {
    let s = initialTableState()
    s = tableReducer(s, { type: 'toggleRow', key: 1, single: true })
    expect(s.expanded).toEqual({ 1: 'open' })
    const before = s.expanded
    s = tableReducer(s, { type: 'toggleRow', key: 2, single: true })
    expect(s.expanded).toEqual({ 1: 'closing', 2: 'open' })
    expect(expandChanges(before, s.expanded)).toEqual({ opened: ['2'], closing: ['1'] })
    s = tableReducer(s, { type: 'collapsed', key: 1 })
    expect(s.expanded).toEqual({ 2: 'open' })
    s = tableReducer(s, { type: 'toggleRow', key: 3, single: false })
    expect(s.expanded).toEqual({ 2: 'open', 3: 'open' })
    s = tableReducer(s, { type: 'toggleRow', key: 2, single: false })
    expect(s.expanded[2]).toBe('closing')
    // Re-opening a closing row cancels its collapse.
    s = tableReducer(s, { type: 'toggleRow', key: 2, single: false })
    expect(s.expanded[2]).toBe('open')
    expect(tableReducer(s, { type: 'collapsed', key: 2 }).expanded[2]).toBe('open')
  })
})
