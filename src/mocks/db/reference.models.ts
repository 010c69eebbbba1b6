import { primaryKey } from '@mswjs/data'

/** Models of the reference area (spec 2 §3 "Reference data"); spread into the one database in db/index.ts. */
export const referenceModels = {
  refScienceField: { id: primaryKey(Number), name: String, code: String, branchID: Number },
  refPubType: { id: primaryKey(Number), name: String, category: String, branchID: Number, isVisible: Boolean },
  refPodTip: { id: primaryKey(Number), typeID: Number, branchID: Number, name: String },
  refStatus: { id: primaryKey(Number), typeID: Number, name: String },
  refAttr: { id: primaryKey(Number), typeID: Number, name: String, nameEng: String, isRequired: Boolean, npp: Number },
  refList: { id: primaryKey(Number), typeID: Number, listNumber: Number, name: String },
  refBall: {
    id: primaryKey(Number),
    typeID: Number,
    podTipID: Number,
    levelID: Number,
    ball: Number,
    dateStart: String,
  },
  refLevelIndexing: { systemID: primaryKey(Number), name: String, npp: Number, url: String },
  refExpert: {
    id: primaryKey(Number),
    userID: Number,
    fio: String,
    docType: Number,
    facultyIDs: () => [] as number[],
    note: String,
    isActive: Boolean,
  },
  refTypeDocument: {
    id: primaryKey(Number),
    name: String,
    extensions: String,
    maxSizeMb: Number,
    isRequired: Boolean,
    sample: String,
  },
  refFormStudy: { id: primaryKey(Number), name: String },
  refLevel: { id: primaryKey(Number), name: String },
  /** Catalogues: journals type 0, UGNP type 1, GRNTI type 2. */
  refCatalog: { id: primaryKey(Number), type: Number, code: String, name: String },
}
