import { primaryKey } from '@mswjs/data'

/** The research admin's records: each work's points (ballOfWork), the recount log, the library checks. */
export const nirAdminModels = {
  /** A work's points as the last recount left them. */
  nirPoints: { workID: primaryKey(Number), ball: Number, date: String },
  /** One recount: year 0 = every year. */
  nirRecount: {
    id: primaryKey(Number),
    date: String,
    fio: String,
    year: Number,
    works: Number,
    changed: Number,
    total: Number,
  },
  /** One library access check of /Library/IPRTest. */
  iprCheck: { id: primaryKey(Number), host: String, date: String, ok: Boolean, ms: Number, message: String },
}
