import type { ReactNode } from 'react'
import type { Row } from '@/lib/resource/table-types'

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
} from '@/lib/resource/table-types'
export { COLUMN_TYPES } from '@/lib/resource/table-types'

export type Slots<R extends Row = Row> = Record<string, (row: R) => ReactNode>
