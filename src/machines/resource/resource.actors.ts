import { fromPromise } from '@/machines/from-promise'
import { resourceApi, type SaveInput } from '@/api/resource'
import type { Params, ResourceDeclaration } from '@/lib/resource/define-resource'
import type { Row } from '@/lib/resource/table-types'

/**
 * The resource machine's calls, over the declaration it runs for (it travels in each actor's input).
 * Saves and deletes are `silent`: the table shows the refusal itself (in the dialog or the notice).
 */
export type LoadInput = { resource: ResourceDeclaration; params: Params }
export type SaveRowInput = SaveInput & { resource: ResourceDeclaration }
export type RowInput = { resource: ResourceDeclaration; row: Row; params: Params }

export const loadRows = fromPromise<Row[], LoadInput>(({ input, signal }) =>
  resourceApi(input.resource).list(input.params, { signal }),
)
export const saveRow = fromPromise<Row, SaveRowInput>(({ input, signal }) =>
  resourceApi(input.resource).save(input, { signal, silent: true }),
)
export const removeRow = fromPromise<unknown, RowInput>(({ input, signal }) =>
  resourceApi(input.resource).remove(input.row, { signal, silent: true }),
)
export const loadRowDetail = fromPromise<unknown, RowInput>(({ input, signal }) =>
  resourceApi(input.resource).detail(input.row, { signal }),
)
