/** Models of the chat area; spread into the one database in db/index.ts. */
export const chatModels = {}
