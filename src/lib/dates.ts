/** Dates travel as yyyy-mm-dd (the first 10 characters of what the server sends). */
export function toIsoDate(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10)
  const y = value.getFullYear()
  const m = String(value.getMonth() + 1).padStart(2, '0')
  const d = String(value.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/**
 * A formatter made on first use, not when the module loads: the page's first Intl formatter loads the locale's
 * data, ~300 ms of a phone's start (4× CPU profile) that the sign-in card, which shows no date, need not pay.
 */
function ruDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined
  return (date) => (format ??= new Intl.DateTimeFormat('ru-RU', options)).format(date)
}

const ruDate = ruDateFormat({ day: 'numeric', month: 'long', year: 'numeric' })
const ruDateTime = ruDateFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })

export function formatRuDate(iso: string): string {
  return ruDate(new Date(iso))
}

export function formatRuDateTime(iso: string): string {
  return ruDateTime(new Date(iso))
}

/** The academic year starts in September: 2023-2024. */
export function academicYear(now: Date = new Date()): string {
  const start = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1
  return `${start}-${start + 1}`
}

/** Academic years from `from`-`from+1` up to the one `now` falls in, newest first. */
export function academicYears(from: number, now: Date = new Date()): string[] {
  const years: string[] = []
  for (let y = Number(academicYear(now).slice(0, 4)); y >= from; y--) years.push(`${y}-${y + 1}`)
  return years
}

/** Semester 0 for February–July, else 1. */
export function semester(now: Date = new Date()): 0 | 1 {
  const month = now.getMonth() + 1
  return month >= 2 && month <= 7 ? 0 : 1
}

/** Build version shown as v + YYMMDD. */
export function versionLabel(yymmdd: string): string {
  return `v${yymmdd}`
}
