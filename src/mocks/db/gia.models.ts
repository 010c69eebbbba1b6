/** Models of the gia area; spread into the one database in db/index.ts. */
export const giaModels = {}
