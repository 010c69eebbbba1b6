/**
 * @mswjs/data 0.16 compiles its query again for every record it scans, so each `findFirst`/`findMany`
 * costs milliseconds on a table of a few hundred rows; the demo's handlers run on the page's main
 * thread and make dozens of such queries per call. The common query — `where` with only `equals` on
 * plain values, nothing else — is answered here by one pass over the table, with the library's own
 * result: the same records in the same order (its comparators for strings, numbers and booleans are
 * `===`). Any other query (other operators, relations, ordering, paging, `strict`) goes to the library.
 */
type Query = { where?: Record<string, unknown>; [option: string]: unknown }
type Row = Record<string, unknown>
type QueryableModel = {
  getAll(): Row[]
  findFirst(query: Query): Row | null
  findMany(query: Query): Row[]
}

type Condition = [field: string, value: string | number | boolean]

/** The query's conditions when it is the plain kind, otherwise null. */
export function plainEqualsConditions(query: Query): Condition[] | null {
  if (Object.keys(query).some((option) => option !== 'where')) return null
  const conditions: Condition[] = []
  for (const [field, comparator] of Object.entries(query.where ?? {})) {
    if (!comparator || typeof comparator !== 'object') return null
    const keys = Object.keys(comparator)
    if (keys.length !== 1 || keys[0] !== 'equals') return null
    const value = (comparator as { equals: unknown }).equals
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null
    conditions.push([field, value])
  }
  return conditions
}

const matches = (row: Row, conditions: Condition[]) => conditions.every(([field, value]) => row[field] === value)

export function withFastEqualsQueries<D extends object>(db: D): D {
  for (const model of Object.values(db) as QueryableModel[]) {
    const findFirst = model.findFirst.bind(model)
    const findMany = model.findMany.bind(model)
    model.findFirst = (query) => {
      const conditions = plainEqualsConditions(query)
      if (!conditions) return findFirst(query)
      return model.getAll().find((row) => matches(row, conditions)) ?? null
    }
    model.findMany = (query) => {
      const conditions = plainEqualsConditions(query)
      if (!conditions) return findMany(query)
      return model.getAll().filter((row) => matches(row, conditions))
    }
  }
  return db
}
