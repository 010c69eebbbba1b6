/** yyyy-mm-dd → dd.mm.yyyy (the build date as the version dialog shows it). */
export function formatBuildDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-')
  return y && m && d ? `${d}.${m}.${y}` : date
}
