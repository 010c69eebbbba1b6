import { primaryKey } from '@mswjs/data'

/** Models of the achieve area (certificates, portfolio); spread into the one database in db/index.ts. */
export const achieveModels = {
  certKind: { id: primaryKey(Number), name: String },
  certificate: {
    id: primaryKey(Number),
    kindID: Number,
    copies: Number,
    purpose: String,
    status: String,
    reason: String,
    orderedAt: String,
    studentID: Number,
    /** [{status, at}] as JSON: models hold primitives only. */
    history: String,
  },
}
