/** Spec 2 §9: the table helper's years list starts at 2010 and may prepend 'Все'. */
export const TABLE_YEARS_FROM = 2010
export const ALL_YEARS_LABEL = 'Все'

export type YearOption = { value: number | null; label: string }

/** Years from 2010 up to `now`'s year, newest first; with `withAll` the list starts with 'Все' (value null). */
export function yearsList(withAll = false, now: Date = new Date(), from = TABLE_YEARS_FROM): YearOption[] {
  const years: YearOption[] = []
  for (let y = now.getFullYear(); y >= from; y--) years.push({ value: y, label: String(y) })
  return withAll ? [{ value: null, label: ALL_YEARS_LABEL }, ...years] : years
}
