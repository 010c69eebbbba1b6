/** Models of the mail area; spread into the one database in db/index.ts. */
export const mailModels = {}
