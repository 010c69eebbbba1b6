import type { GiaDocument, GiaProtocol, Ugsn } from '@/api/gia'

/** What opening a report loads: the UGSN list, the report (null for a new one), and for a new report the reports it may import from. */
export interface Loaded {
  allowConfirm: boolean
  protocol: GiaProtocol | null
  ugsns: Ugsn[]
  others?: GiaDocument[]
}
/** A list answer tagged with the selection it was asked for (an answer for a superseded selection is stale). */
export interface Keyed<T> {
  key: string
  list: T[]
}
