import type { Chairman, Competence, GiaDocument, GiaProtocol, Student, Ugsn } from '@/api/gia'

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

export type SaveError = { code: 'forbidden' | 'failed'; message: string | null }

export interface ReportContext {
  protocolID: number | null
  report: GiaProtocol
  /** Bumped when the report's content is replaced from outside the form (load, import): the form starts over. */
  revision: number
  allowConfirm: boolean
  ugsns: Ugsn[]
  directions: string[]
  programmes: string[]
  chairmen: Chairman[]
  students: Student[]
  competences: Competence[]
  /** Reports a new one may import from. */
  others: GiaDocument[]
  savedID: number | null
  error: SaveError | null
}
export type ReportEvent =
  | { type: 'report.edit' }
  | { type: 'report.cancel'; values: GiaProtocol }
  | { type: 'report.save'; values: GiaProtocol }
  | { type: 'report.confirm' }
  | { type: 'report.import'; protocolID: number }
  | { type: 'ugsn.select'; ugsnid: number }
  | { type: 'direction.select'; full: string }
  | { type: 'programme.select'; name: string }
  | { type: 'level.select'; level: number }
  | { type: 'chairman.select'; chairman: Chairman }
  | { type: 'bestWork.toggle'; studentID: number }
  | { type: 'cascade.directions' }
  | { type: 'cascade.programmes' }
  | { type: 'cascade.chairmen' }
  | { type: 'cascade.students' }
