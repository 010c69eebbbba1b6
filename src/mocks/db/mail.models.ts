import { primaryKey } from '@mswjs/data'

/** Models of the mail area; spread into the one database in db/index.ts. */
export const mailModels = {
  /** A letter as written once by its sender. */
  mailMessage: {
    messageID: primaryKey(Number),
    fromID: Number,
    theme: String,
    htmlMessage: String,
    markdownMessage: String,
    message: String,
    /** ISO date */
    date: String,
    /** 0 = not a reply */
    parentID: Number,
    typeID: Number,
    /** Who it went to, as shown in 'Отправленные' ('Иванов И. И.', 'Группа ВИТ31', …). */
    toLabel: String,
  },
  /** One copy of a letter in one recipient's mailbox. */
  mailDelivery: {
    /** `${messageID}:${userID}` */
    deliveryID: primaryKey(String),
    messageID: Number,
    userID: Number,
    /** 0 = the inbox */
    folderID: Number,
    isRead: Boolean,
  },
  mailFolder: {
    folderID: primaryKey(Number),
    userID: Number,
    name: String,
  },
  /** An attachment; its bytes live in the blob store under `mail-file:{fileID}`. */
  mailFile: {
    fileID: primaryKey(Number),
    messageID: Number,
    name: String,
    size: Number,
    complete: Boolean,
    /** Seeded files are generated on first download instead of being stored. */
    seeded: Boolean,
  },
}
