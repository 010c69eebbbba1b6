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
  /** Student applications: a kind passes its stages (JSON list of stage names) in order. */
  appKind: { id: primaryKey(Number), name: String, stages: String },
  application: {
    id: primaryKey(Number),
    kindID: Number,
    stageIndex: Number,
    status: String,
    text: String,
    createdAt: String,
    studentID: Number,
    /** [{action, stage, at, by, remark}] as JSON. */
    history: String,
  },
  /** The bypass sheet: the departments that sign it and each student's sheet with their marks. */
  bypassDepartment: { id: primaryKey(Number), name: String },
  bypassSheet: {
    id: primaryKey(Number),
    studentID: Number,
    reason: String,
    createdAt: String,
    /** [{departmentID, status, note, at, by}] as JSON. */
    marks: String,
  },
}

/** Portfolio: categories, types, the points table and the achievements. */
export const portfolioModels = {
  portfolioCategory: { id: primaryKey(Number), name: String },
  portfolioType: { id: primaryKey(Number), categoryID: Number, name: String },
  /** /Portfolio/Admin/CategoriesRates: a category's weight in per cent (no row: 100). */
  portfolioCategoryRate: { categoryID: primaryKey(Number), rate: Number },
  pointsRule: { id: primaryKey(Number), categoryID: Number, level: String, result: String, points: Number },
  /** The fields a work of a type asks for (kind: text | number | date). */
  portfolioAttr: { id: primaryKey(Number), typeID: Number, name: String, kind: String, required: Boolean, npp: Number },
  portfolioWork: {
    id: primaryKey(Number),
    userID: Number,
    typeID: Number,
    title: String,
    level: String,
    result: String,
    date: String,
    status: String,
    remark: String,
    /** [{key, name, size}] as JSON. */
    files: String,
    /** {a<attrID>: value} as JSON ('' for none). */
    attrs: String,
  },
}
