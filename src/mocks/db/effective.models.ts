import { primaryKey } from '@mswjs/data'

/** The effective contract: its indicators and each teacher's plan and fact per academic year. */
export const effectiveModels = {
  ecIndicator: {
    id: primaryKey(Number),
    section: String,
    name: String,
    unit: String,
    plan: Number,
    weight: Number,
  },
  ecValue: {
    id: primaryKey(Number),
    teacherID: Number,
    indicatorID: Number,
    /** The academic year's first calendar year. */
    year: Number,
    plan: Number,
    fact: Number,
    evidence: String,
  },
}
