/**
 * Benchmark page of the DataTable (run by scripts/bench-table.mjs in Chromium): the pipeline's
 * operations on generated rows, the first page's render and scrolling a page of 200 rows.
 */
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { DataTable, type TableColumn } from '@/ui/data-table'
import {
  ensureSearchIndex,
  filterOptions,
  pageOf,
  prepare,
  sortOrder,
  viewIndices,
  type ViewQuery,
} from '@/ui/data-table/pipeline'
import { tableReducer, initialTableState } from '@/ui/data-table/table-state'
import '@/styles/global.css'

type Row = {
  id: number
  date: string
  user: string
  action: string
  object: string
  faculty: number
  status: string
  amount: number
  ok: boolean
}
const SURNAMES = [
  'Иванов',
  'Петров',
  'Сидоров',
  'Кузнецов',
  'Смирнов',
  'Попов',
  'Васильев',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
]
const INITIALS = ['А. И.', 'Б. В.', 'Г. Д.', 'Е. Ж.', 'И. К.', 'Л. М.', 'Н. О.', 'П. Р.']
const ACTIONS = ['Вход', 'Выход', 'Создание', 'Изменение', 'Удаление', 'Просмотр', 'Экспорт', 'Загрузка файла']
const OBJECTS = [
  'Публикация',
  'Типы документов',
  'Эксперт',
  'Область науки',
  'Подтип',
  'Атрибут',
  'Список',
  'Баллы',
  'Пользователь',
  'Письмо',
]
const STATUSES = ['Успешно', 'Отказано', 'Ошибка']
export const lists = {
  faculties: [1, 2, 3, 4, 5].map((id) => ({ id, name: ['ИиВТ', 'ЭиУ', 'МС', 'ЭН', 'ЮФ'][id - 1] })),
}
export const columns: TableColumn<Row>[] = [
  { value: 'id', text: '№', align: 'right' },
  { value: 'date', text: 'Дата', type: 'date' },
  { value: 'user', text: 'Пользователь' },
  { value: 'action', text: 'Действие', filteredData: true },
  { value: 'object', text: 'Объект' },
  { value: 'faculty', text: 'Факультет', listName: 'faculties', filteredData: true },
  {
    value: 'status',
    text: 'Результат',
    filteredData: true,
    stringColorItem: { Успешно: 'success', Отказано: 'warning', Ошибка: 'danger' },
  },
  { value: 'amount', text: 'Сумма', align: 'right' },
  { value: 'ok', text: 'Проверено', type: 'boolean' },
]

/** Deterministic rows (mulberry32), like an audit log. */
export function generate(n: number): Row[] {
  let a = 12345
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]
  const rows: Row[] = new Array(n)
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 700) * 864e5)
    rows[i] = {
      id: i + 1,
      date: day.toISOString().slice(0, 19),
      user: `${pick(SURNAMES)} ${pick(INITIALS)}`,
      action: pick(ACTIONS),
      object: `${pick(OBJECTS)} №${Math.floor(rnd() * 5000)}`,
      faculty: 1 + Math.floor(rnd() * 5),
      status: pick(STATUSES),
      amount: Math.floor(rnd() * 100000) / 100,
      ok: rnd() < 0.5,
    }
  }
  return rows
}

const time = (f: () => unknown) => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]

/** Pipeline operations on n rows: medians of `runs` runs, ms. */
function operations(n: number, runs: number) {
  const rows = generate(n)
  const out: Record<string, number[]> = {
    prepare: [],
    searchIndex: [],
    filterOptions: [],
    sortCold: [],
    sortFirst: [],
    sortToggle: [],
    filter: [],
    search: [],
    searchLayout: [],
    pageChange: [],
  }
  for (let r = 0; r < runs; r++) {
    let p = prepare(rows, columns, lists)
    out.prepare.push(time(() => (p = prepare(rows, columns, lists))))
    // The table's first sort runs at the first render, before the idle search index exists.
    out.sortCold.push(time(() => sortOrder(p, 'user')))
    p = prepare(rows, columns, lists)
    // Built once per data change in idle time after the first paint.
    out.searchIndex.push(time(() => ensureSearchIndex(p)))
    // The filter row lists each filterable column's values when it renders (once per data change).
    out.filterOptions.push(time(() => columns.filter((c) => c.filteredData).forEach((c) => filterOptions(p, c.value))))
    const q: ViewQuery = { query: '', filters: {}, sortBy: null, descending: false }
    let idx = viewIndices(p, q)
    out.sortFirst.push(time(() => (idx = viewIndices(p, { ...q, sortBy: 'user' }))))
    out.sortToggle.push(time(() => (idx = viewIndices(p, { ...q, sortBy: 'user', descending: true }))))
    out.filter.push(
      time(
        () =>
          (idx = viewIndices(p, {
            ...q,
            sortBy: 'user',
            filters: { action: ['Удаление', 'Экспорт'], faculty: ['ЭН'] },
          })),
      ),
    )
    out.search.push(time(() => (idx = viewIndices(p, { ...q, sortBy: 'user', query: 'кузнецов' }))))
    // 'repytwjd' is 'кузнецов' typed in the Latin layout: found through the layout swap.
    out.searchLayout.push(time(() => (idx = viewIndices(p, { ...q, sortBy: 'user', query: 'repytwjd' }))))
    let state = initialTableState({ sortBy: 'user', rowsPerPage: 200 })
    out.pageChange.push(
      time(() => {
        state = tableReducer(state, { type: 'page', page: 7 })
        const info = pageOf(idx.length, state.page, state.rowsPerPage)
        Array.from(idx.subarray(info.from, info.to), (i) => rows[i])
      }),
    )
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Math.round(median(v) * 100) / 100]))
}

/** Time from render to a laid-out first page (200 rows), then frame times while scrolling it. */
async function renderAndScroll(n: number) {
  const rows = generate(n)
  const host = document.getElementById('root')!
  host.style.cssText = 'width:1280px;height:800px;overflow:auto'
  const root = createRoot(host)
  const t0 = performance.now()
  flushSync(() =>
    root.render(
      <DataTable
        title="Журнал"
        dataSource={rows}
        headers={columns}
        itemKey="id"
        lists={lists}
        filters
        search
        pagination={{ rowsPerPage: 200, sortBy: 'date', descending: true }}
        exportFileName="log"
      />,
    ),
  )
  void host.offsetHeight
  const firstRender = performance.now() - t0
  const frames: number[] = []
  await new Promise<void>((resolve) => {
    let last = performance.now()
    let step = 0
    const tick = () => {
      const now = performance.now()
      frames.push(now - last)
      last = now
      host.scrollTop += 120
      if (++step < 60) requestAnimationFrame(tick)
      else resolve()
    }
    requestAnimationFrame(tick)
  })
  const sorted = frames.slice(1).sort((a, b) => a - b)
  root.unmount()
  return {
    firstRender: Math.round(firstRender),
    scrollFrameMedian: Math.round(median(sorted) * 10) / 10,
    scrollFrameP95: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 10) / 10,
    domRows: 200,
  }
}

Object.assign(window, { tableBench: { operations, renderAndScroll } })
