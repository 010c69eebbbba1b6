import { primaryKey } from '@mswjs/data'

/** Models of the shell area; spread into the one database in db/index.ts. */
export const shellModels = {
  /** What GET /api/helpers/workTypeID answers about a work (spec 1 §3 "Work type lookup"). */
  workLookup: {
    workID: primaryKey(Number),
    category: String,
    workName: String,
    typeID: Number,
    /** 0 = no status */
    status: Number,
    title: String,
    userID: Number,
  },
  /** A school-X period (spec 1 §3 "Period"): type 1 feedback, 2 study, 3 module choice. */
  schoolXPeriod: {
    periodID: primaryKey(Number),
    typeID: Number,
    name: String,
    dateStart: String,
    dateEnd: String,
  },
}
