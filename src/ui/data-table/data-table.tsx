/**
 * DataTable — the reusable declarative table (spec 2 §2.3, §3 "Table column definition", §4 Table).
 * Imports no machine and no API: the screen owns the data and the dialog's flow and passes them in.
 *
 * Usage:
 *   <DataTable
 *     title="Типы документов"                // accessible name of the table, the export's file name
 *     dataSource={rows} itemKey="id"          // rows and the field that identifies a row
 *     headers={columns}                       // TableColumn[]: value, text, type, filteredData, form options…
 *     lists={{ faculties }}                   // option lists for columns with listName
 *     pagination={{ sortBy: 'name', descending: false, rowsPerPage: 20 }}
 *     filters search exportFileName="types"   // filter row, search box, Excel export button
 *     loading={isLoading}
 *     onAction={(typeAction, row) => …}       // action-buttons columns
 *     onCreate={() => …}                      // shows 'Добавить'
 *     dialog={dialogState | null}             // the create/edit dialog (state owned by the caller)
 *     onDialogSave={(values) => …} onDialogClose={() => …}
 *     expand={{ render: (row) => …, single: true, onDetail: (row) => … }}
 *     groupBy="faculty" selectable selected={keys} onSelectedChange={…}
 *     rowColor={(row) => 'danger'} footer={(rows) => …} slots={{ name: (row) => … }}
 *     mobileBreakpoint={769}                  // default 600 (the prop default the spec names)
 *   />
 * Sorting, the filter row, layout-aware search and paging are pure functions (pipeline.ts), state is a
 * pure reducer (table-state.ts); a page of 200 rows renders as plain table rows.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Skeleton } from 'primereact/skeleton'
import { tableTexts as t } from '@/texts/ru/table'
import type { CellContext } from './cells'
import { ensureSearchIndex, filterOptions, pageOf, prepare, shownValue, viewIndices, type Prepared } from './pipeline'
import {
  expandChanges,
  initialTableState,
  ROW_COLLAPSE_DELAY_MS,
  ROWS_PER_PAGE_OPTIONS,
  TABLE_MOBILE_BREAKPOINT_DEFAULT,
  tableReducer,
} from './table-state'
import type { TableDialog as EagerTableDialog, TableDialogState } from './table-dialog'
import { exportXlsx } from './export-xlsx'
import { TablePager } from './table-pager'
import { FilterRow } from './filter-row'
import { TableCards, type TableCardsProps } from './table-cards'
import { TableGrid } from './table-grid'
import { useNarrow } from './use-narrow'
import type { FormValues } from './form-schema'
import type { Lists, Row, RowKey, Slots, TableColumn, TablePagination, Tone } from './types'
import { lazy } from '@/lib/lazy'
import { LoadedPart } from '@/ui/on-demand'
import './data-table.css'

// The add/edit form (every field kind, the date picker among them) and the file preview load when first opened.
// (`lazy` keeps no type parameters: the dialog's generic signature is restored.)
const TableDialog = lazy(() =>
  import('./table-dialog').then((module) => ({ default: module.TableDialog })),
) as unknown as typeof EagerTableDialog
const FilePreview = lazy(() => import('./file-preview').then((module) => ({ default: module.FilePreview })))

export interface DataTableProps<R extends Row> {
  title: string
  dataSource: readonly R[]
  headers: readonly TableColumn<R>[]
  itemKey: keyof R & string
  lists?: Lists
  pagination?: TablePagination
  /** Initial filter selections (shown values per column). */
  lookupFilters?: Record<string, string[]>
  filters?: boolean
  search?: boolean
  loading?: boolean
  rowsPerPageOptions?: readonly number[]
  mobileBreakpoint?: number
  exportFileName?: string
  onAction?: (typeAction: string, row: R) => void
  onCellChange?: (row: R, column: string, value: string) => void
  onCreate?: () => void
  createLabel?: string
  /** Disables row actions (e.g. while a delete runs). */
  busy?: boolean
  dialog?: TableDialogState<R> | null
  dialogTitle?: string
  onDialogSave?: (values: FormValues) => void
  onDialogClose?: () => void
  expand?: { render: (row: R) => ReactNode; single?: boolean; onDetail?: (row: R) => void }
  groupBy?: string
  selectable?: boolean
  selected?: readonly RowKey[]
  onSelectedChange?: (keys: RowKey[]) => void
  rowColor?: (row: R) => Tone | undefined
  /** Colour of selected rows. */
  checkColor?: Tone
  footer?: (rows: R[]) => ReactNode
  slots?: Slots<R>
  /** A toolbar slot (screen-specific controls before the search box). */
  toolbar?: ReactNode
}

const EMPTY_LISTS: Lists = {}
const EMPTY_SLOTS = {}

export function DataTable<R extends Row>(props: DataTableProps<R>) {
  const {
    title,
    dataSource,
    headers,
    itemKey,
    lists = EMPTY_LISTS,
    loading,
    mobileBreakpoint = TABLE_MOBILE_BREAKPOINT_DEFAULT,
    rowsPerPageOptions = ROWS_PER_PAGE_OPTIONS,
    slots = EMPTY_SLOTS as Slots<R>,
  } = props
  const [state, dispatch] = useReducer(tableReducer, undefined, () =>
    initialTableState(props.pagination, props.lookupFilters),
  )
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null)
  const [exporting, setExporting] = useState(false)
  const narrow = useNarrow(mobileBreakpoint)

  const columns = useMemo(() => headers.filter((c) => c.visible !== false), [headers])
  const prepared = useMemo(() => prepare(dataSource, headers, lists), [dataSource, headers, lists])
  // The search index is built after the first paint, in idle time, so the first keystroke is a scan.
  useEffect(() => {
    if (!props.search) return
    const idle = typeof window.requestIdleCallback === 'function'
    const id = idle
      ? window.requestIdleCallback(() => ensureSearchIndex(prepared))
      : window.setTimeout(() => ensureSearchIndex(prepared), 50)
    return () => (idle ? window.cancelIdleCallback(id) : window.clearTimeout(id))
  }, [prepared, props.search])
  const indices = useMemo(
    () =>
      viewIndices(prepared, {
        query: state.query,
        filters: state.filters,
        sortBy: state.sortBy,
        descending: state.descending,
        groupBy: props.groupBy,
      }),
    [prepared, state.query, state.filters, state.sortBy, state.descending, props.groupBy],
  )
  const counts = useMemo(() => groupCounts(prepared, indices, props.groupBy), [prepared, indices, props.groupBy])
  const page = pageOf(indices.length, state.page, state.rowsPerPage)
  const pageRows = useMemo(
    () => Array.from(indices.subarray(page.from, page.to), (i) => dataSource[i]),
    [indices, page.from, page.to, dataSource],
  )
  const keyOf = useCallback((row: R) => String(row[itemKey]), [itemKey])
  const labelColumn = columns.find((c) => (c.type ?? 'plain') === 'plain' && c.value !== itemKey) ?? columns[0]
  const rowLabel = useCallback(
    (row: R) => (labelColumn ? shownValue(labelColumn, row, lists) || keyOf(row) : keyOf(row)),
    [labelColumn, lists, keyOf],
  )

  // Detail rows: a closing row is marked closed at once and collapses after ROW_COLLAPSE_DELAY_MS.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    for (const [key, mark] of Object.entries(state.expanded)) {
      if (mark === 'closing' && !timers.current.has(key)) {
        timers.current.set(
          key,
          setTimeout(() => {
            timers.current.delete(key)
            dispatch({ type: 'collapsed', key })
          }, ROW_COLLAPSE_DELAY_MS),
        )
      }
      if (mark === 'open' && timers.current.has(key)) {
        clearTimeout(timers.current.get(key))
        timers.current.delete(key)
      }
    }
  }, [state.expanded])
  useEffect(() => {
    const map = timers.current
    return () => map.forEach((timer) => clearTimeout(timer))
  }, [])

  const toggleRow = (row: R) => {
    const key = keyOf(row)
    const next = tableReducer(state, { type: 'toggleRow', key, single: Boolean(props.expand?.single) })
    if (expandChanges(state.expanded, next.expanded).opened.includes(key)) props.expand?.onDetail?.(row)
    dispatch({ type: 'toggleRow', key, single: Boolean(props.expand?.single) })
  }

  const selected = useMemo(() => new Set((props.selected ?? []).map(String)), [props.selected])
  const toggleSelected = (row: R) => {
    const key = row[itemKey] as RowKey
    const keys = props.selected ?? []
    props.onSelectedChange?.(selected.has(String(key)) ? keys.filter((k) => String(k) !== String(key)) : [...keys, key])
  }
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => selected.has(keyOf(r)))
  const toggleAll = () => {
    const keys = props.selected ?? []
    const onPage = new Set(pageRows.map(keyOf))
    props.onSelectedChange?.(
      allOnPage
        ? keys.filter((k) => !onPage.has(String(k)))
        : [...keys, ...pageRows.filter((r) => !selected.has(keyOf(r))).map((r) => r[itemKey] as RowKey)],
    )
  }

  const ctx: CellContext<R> = {
    lists,
    slots,
    onAction: props.onAction,
    onCellChange: props.onCellChange,
    onPreview: (url, name) => setPreview({ url, name }),
    rowLabel,
    busy: props.busy,
  }

  const runExport = async () => {
    setExporting(true)
    try {
      await exportXlsx(
        headers,
        Array.from(indices, (i) => dataSource[i]),
        lists,
        props.exportFileName ?? title,
      )
    } finally {
      setExporting(false)
    }
  }

  const filterable = columns.filter((c) => c.filteredData)
  const extraCols = (props.selectable ? 1 : 0) + (props.expand ? 1 : 0)
  const span = columns.length + extraCols
  const groupColumn = props.groupBy ? headers.find((c) => c.value === props.groupBy) : undefined
  const rowClass = (row: R) => {
    const tone = props.rowColor?.(row)
    const classes = ['dt-row']
    if (tone) classes.push(`dt-row-${tone}`)
    if (props.checkColor && selected.has(keyOf(row))) classes.push(`dt-row-${props.checkColor}`)
    return classes.join(' ')
  }

  const emptyText = dataSource.length === 0 ? t.noData : state.query.trim() ? t.noResults(state.query.trim()) : t.noData

  const toolbar = (
    <div className="dt-toolbar">
      {props.toolbar}
      {props.search && (
        <span className="p-input-icon-left dt-search">
          <i className="pi pi-search" aria-hidden />
          <InputText
            type="search"
            aria-label={t.search}
            placeholder={t.searchPlaceholder}
            value={state.query}
            onChange={(e) => dispatch({ type: 'search', query: e.target.value })}
          />
        </span>
      )}
      <span className="dt-toolbar-actions">
        {props.exportFileName !== undefined && (
          <Button
            type="button"
            icon="pi pi-file-excel"
            label={t.exportXlsx}
            outlined
            size="small"
            onClick={runExport}
            loading={exporting}
            disabled={loading || indices.length === 0}
          />
        )}
        {props.onCreate && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={props.createLabel ?? t.create}
            size="small"
            onClick={props.onCreate}
            disabled={loading}
          />
        )}
      </span>
    </div>
  )

  const filterRow = props.filters && filterable.length > 0 && (
    <FilterRow
      columns={filterable}
      optionsOf={(column) => filterOptions(prepared, column)}
      selected={state.filters}
      onChange={(column, values) => dispatch({ type: 'filter', column, values })}
    />
  )

  const shared: TableCardsProps<R> = {
    title,
    rows: pageRows,
    columns,
    keyOf,
    groupOf: groupColumn ? (row) => shownValue(groupColumn, row, lists) : undefined,
    groupLabel: (group) => t.group(groupColumn?.text ?? '', group, counts.get(group) ?? 0),
    rowClass,
    expanded: state.expanded,
    ctx,
    select: props.selectable
      ? { isSelected: (row) => selected.has(keyOf(row)), toggle: toggleSelected, label: rowLabel }
      : undefined,
    expand: props.expand ? { render: props.expand.render, toggle: toggleRow } : undefined,
  }

  let body: ReactNode
  if (loading) {
    body = (
      <div className="dt-loading" role="status" aria-live="polite">
        <span>{t.loading}</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="2rem" className="dt-skeleton" />
        ))}
      </div>
    )
  } else if (pageRows.length === 0) {
    body = (
      <p className="dt-empty" role="status">
        {emptyText}
      </p>
    )
  } else if (narrow) {
    body = <TableCards {...shared} />
  } else {
    body = (
      <TableGrid
        {...shared}
        span={span}
        sort={{
          by: state.sortBy,
          descending: state.descending,
          onSort: (column) => dispatch({ type: 'sort', column }),
        }}
        selectAll={props.selectable ? { checked: allOnPage, toggle: toggleAll } : undefined}
      />
    )
  }

  const pager = !loading && (
    <TablePager
      title={title}
      page={page}
      rowsPerPage={state.rowsPerPage}
      rowsPerPageOptions={rowsPerPageOptions}
      onPage={(p) => dispatch({ type: 'page', page: p })}
      onRowsPerPage={(n) => dispatch({ type: 'rowsPerPage', rowsPerPage: n })}
    />
  )

  return (
    <section className={`dt ${narrow ? 'dt-narrow-layout' : ''}`} aria-label={title}>
      {toolbar}
      {filterRow}
      {body}
      {props.footer && !loading && (
        <div className="dt-footer">{props.footer(Array.from(indices, (i) => dataSource[i]))}</div>
      )}
      {pager}
      <LoadedPart>
        {props.dialog && props.onDialogSave && props.onDialogClose && (
          <TableDialog
            key={`${props.dialog.mode}-${props.dialog.row ? keyOf(props.dialog.row) : 'new'}`}
            state={props.dialog}
            columns={headers}
            lists={lists}
            title={props.dialogTitle}
            onSave={props.onDialogSave}
            onClose={props.onDialogClose}
          />
        )}
        {preview && <FilePreview url={preview.url} name={preview.name} onClose={() => setPreview(null)} />}
      </LoadedPart>
    </section>
  )
}

/** Rows per group value among the shown rows (group headers show the count). */
function groupCounts<R extends Row>(
  p: Prepared<R>,
  indices: Uint32Array,
  column: string | undefined,
): Map<string, number> {
  const counts = new Map<string, number>()
  const shown = column ? p.shownCache.get(column) : undefined
  if (!shown) return counts
  for (const i of indices) counts.set(shown[i], (counts.get(shown[i]) ?? 0) + 1)
  return counts
}
