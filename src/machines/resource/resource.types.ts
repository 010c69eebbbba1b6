import type { ApiErrorCode } from '@/api/errors'
import type { Params, ResourceDeclaration } from '@/lib/resource/define-resource'
import type { Row } from '@/lib/resource/table-types'
import type { FormMode, FormValues } from '@/lib/resource/form-schema'

export type { Params, Row }

/** A failed call as the machine keeps it: the error code and the server's message (screens make the text). */
export interface ResourceFailure {
  code: ApiErrorCode | 'unknown'
  message: string | null
}
/** What the notice line says: a saved/created/deleted row, or a refused delete with its failure. */
export type ResourceNotice =
  | { kind: 'created' | 'updated' | 'deleted' }
  | { kind: 'deleteFailed'; failure: ResourceFailure }

export interface ResourceInput {
  resource: ResourceDeclaration
  params?: Params
}

export interface ResourceContext {
  resource: ResourceDeclaration
  params: Params
  rows: Row[]
  loadError: ResourceFailure | null
  dialog: { mode: FormMode; row: Row | null } | null
  dialogError: ResourceFailure | null
  removed: { row: Row; index: number } | null
  notice: ResourceNotice | null
  /** Loaded details per row key; a failed one is `{ error: ResourceFailure }`. */
  details: Record<string, unknown>
  detailKey: string | null
}

export type ResourceEvent =
  | { type: 'list.reload' }
  | { type: 'params.change'; params: Params }
  | { type: 'row.create' }
  | { type: 'row.edit'; row: Row }
  | { type: 'dialog.close' }
  | { type: 'dialog.submit'; values: FormValues }
  | { type: 'row.delete'; row: Row }
  | { type: 'row.expand'; row: Row }
  | { type: 'notice.dismiss' }
  /** Internal: a notice was set; (re)starts its timeout. */
  | { type: 'notice.show' }
