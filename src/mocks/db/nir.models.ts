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
    /** Who recommended the accepted work to publication and when («ФИО, yyyy-mm-dd»); '' when nobody. */
    recommended: String,
  },
  /** Research funding claims (FinNir): files and remarks as JSON arrays. */
  finClaim: {
    workID: primaryKey(Number),
    idUser: Number,
    title: String,
    leader: String,
    summary: String,
    amount: Number,
    term: Number,
    status: Number,
    dateInsert: String,
    /** JSON array of {name, size}. */
    files: String,
    /** JSON array of {date, fio, text}. */
    remarks: String,
    /** JSON array of {date, status, fio}: every change of the claim's status. */
    history: String,
  },
  /** Science news (/NewsScience/*): date yyyy-mm-dd, link '' when none, author's fio as written. */
  scienceNews: {
    newsID: primaryKey(Number),
    title: String,
    text: String,
    date: String,
    link: String,
    author: String,
  },
  /** Files of a work (Files/pushFile): the bytes live in the blob store under `nir-file:{id}`. */
  nirFile: { id: primaryKey(Number), workID: Number, type: Number, name: String, size: Number, dateInsert: String },
  nirRemark: { id: primaryKey(Number), workID: Number, date: String, fio: String, step: String, text: String },
}
