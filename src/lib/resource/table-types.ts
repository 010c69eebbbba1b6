/**
 * The DataTable's column and row types. They live in `lib` (not `ui`) because a resource declaration
 * (`define-resource.ts`) carries its columns as data, and declarations are read by api, machines, screens
 * and the mock backend alike. `src/ui/data-table/types.ts` re-exports them.
 */
/** Spec 2 §3 "Table column definition": the column types a table renders. */
export const COLUMN_TYPES = [
  'image-avatar',
  'image',
  'text-input',
  'file',
  'anchor-link',
  'boolean',
  'action-buttons',
  'date',
  'plain',
] as const
export type ColumnType = (typeof COLUMN_TYPES)[number]
/** How an anchor-link column links: an external href, an in-app route, or a screen-supplied slot. */
export type LinkKind = 'href' | 'router' | 'slotLink'
/** Colour tones for rows and cells; mapped to theme variables, so they work in light and dark. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'muted'

export type Row = Record<string, unknown>
export type RowKey = string | number

/** A button or icon in an action-buttons column; `typeAction` is what `onAction` receives. */
export interface ColumnAction<R extends Row = Row> {
  type: 'button' | 'icon'
  text: string
  /** primeicons class for icon actions, e.g. 'pi pi-pencil'. */
  icon?: string
  color?: Tone | 'primary'
  typeAction: string
  visible?: boolean | ((row: R) => boolean)
}

/** One column: display options and the form-level options of the generated dialog. */
export interface TableColumn<R extends Row = Row> {
  /** The row field. */
  value: string
  /** Header title (also the field label in the dialog and the title before a value on a phone). */
  text: string
  align?: 'left' | 'center' | 'right'
  width?: string | number
  class?: string
  /** Hidden from the table when false (still in the dialog unless hiddenForm). */
  visible?: boolean
  type?: ColumnType
  typeURL?: LinkKind
  /** anchor-link target: a template with {field} placeholders ('/Admin/List/{id}'); default the cell value. */
  url?: string
  /** Name of a render slot from the table's `slots` prop: the cell (or the slotLink) is rendered by it. */
  nameSlot?: string
  /** A multi-select filter for this column in the filter row. */
  filteredData?: boolean
  /** Sort by this field instead of `value`. */
  nameSort?: string
  /** With listName: the option field holding the id (default 'id'). */
  listID?: string
  /** With listName: the option field holding the shown name (default 'name'). */
  accessIsName?: string
  /** Cell colour by shown value: {'Опубликовано': 'success'}. */
  stringColorItem?: Record<string, Tone>
  noPadding?: boolean
  actions?: ColumnAction<R>[]

  // form-level options (the generated create/edit dialog)
  required?: boolean
  maxLength?: number
  isNumber?: boolean
  /** A select with several values (value is an array of ids). */
  multiple?: boolean
  /** The option list of a select: a key of the table's `lists` prop. */
  listName?: string
  /** Largest allowed file, bytes (file columns). */
  maxSizeFile?: number
  /** Shown but not editable when editing an existing row. */
  editReadonly?: boolean
  /** Not in the dialog. */
  hiddenForm?: boolean
  /** Dates the picker allows (date columns). */
  allowedDates?: (date: Date) => boolean
}

export type Lists = Record<string, readonly Row[]>

/** Spec 2 §3 "Table props" pagination: the initial sort and page size. */
export interface TablePagination {
  sortBy?: string | null
  descending?: boolean
  rowsPerPage?: number
}
