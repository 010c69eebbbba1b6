import { primaryKey } from '@mswjs/data'

/** Models of the gia area; spread into the one database in db/index.ts. */
export const giaModels = {
  giaUgsn: { id: primaryKey(Number), name: String, secretarId: Number },
  giaDirection: { id: primaryKey(Number), ugsnid: Number, full: String },
  giaProgramme: { id: primaryKey(Number), cipher: String, specialtyName: String },
  giaChairman: {
    id: primaryKey(Number),
    cipher: String,
    userID: Number,
    chairmanID: Number,
    userFullName: String,
    photoPath: String,
  },
  giaStudent: {
    studentID: primaryKey(Number),
    chairmanUserID: Number,
    level: Number,
    reportID: Number,
    fullName: String,
    groupName: String,
    photoPath: String,
    chairmanConfirmed: Boolean,
    text1: String,
    text2: String,
  },
  giaCompetence: { id: primaryKey(Number), cipher: String, chiperCompetencies: String, name: String },
  /** The whole protocol as JSON plus the keys the handlers filter on. */
  giaReport: { reportID: primaryKey(Number), secretarId: Number, chairmanId: Number, veryfied: Boolean, json: String },
}
