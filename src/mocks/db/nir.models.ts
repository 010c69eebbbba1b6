import { primaryKey } from '@mswjs/data'

/** Models of the research works area (spec 2 §3); spread into the one database in db/index.ts. */
export const nirModels = {
  nirWork: {
    workID: primaryKey(Number),
    typeID: Number,
    /** 0 = no sub-type */
    underTypeID: Number,
    status: Number,
    statusAct: Number,
    idUser: Number,
    name: String,
    /** JSON object: the view's other fields (year, attr1…, list1…, language…). */
    fields: String,
    /** JSON array of {id, fio, structure, influence}: the teacher co-authors. */
    coAuthors: String,
    /** JSON object step → 'waiting' | 'confirmed' | 'returned', and who acted: {export: {state, fio}}. */
    steps: String,
    dateInsert: String,
    isDelete: Boolean,
  },
  nirRemark: { id: primaryKey(Number), workID: Number, date: String, fio: String, step: String, text: String },
}
