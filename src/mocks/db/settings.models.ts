/** Models of the settings area; spread into the one database in db/index.ts. */
export const settingsModels = {}
