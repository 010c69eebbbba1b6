/** Models of the reference area; spread into the one database in db/index.ts. */
export const referenceModels = {}
