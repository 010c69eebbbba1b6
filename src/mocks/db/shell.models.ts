/** Models of the shell area; spread into the one database in db/index.ts. */
export const shellModels = {}
