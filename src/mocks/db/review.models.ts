/** Models of the review area; spread into the one database in db/index.ts. */
export const reviewModels = {}
