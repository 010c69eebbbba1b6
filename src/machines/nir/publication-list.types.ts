import type { ListWork, ViewOption } from '@/api/nir'

export interface LoadedList {
  works: ListWork[]
  /** CheckAccessToAddPublication: whether «Добавить работу» is offered. */
  canAdd: boolean
  types: ViewOption[]
}
export type ListErrorCode = 'forbidden' | 'badRequest' | 'failed'
export interface ListError {
  code: ListErrorCode
  message: string | null
}
