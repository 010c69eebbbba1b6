export { DataTable, type DataTableProps } from './data-table'
export type { TableDialogState } from './table-dialog'
export type {
  ColumnAction,
  ColumnType,
  LinkKind,
  Lists,
  Row,
  RowKey,
  TableColumn,
  TablePagination,
  Tone,
} from './types'
export { TABLE_MOBILE_BREAKPOINT, ROW_COLLAPSE_DELAY_MS } from './table-state'
export { uploadFiles, type FormValues } from './form-schema'
