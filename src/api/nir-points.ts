/**
 * The points of a research work (spec 2 §3 «ballOfWork», the admin's point scores «balls» of §7 and
 * §4 «Authors' influence»): pure arithmetic shared by the screens and the mock backend.
 *
 * - A work's level is the best indexing it has (Web of Science 1, Scopus 2, ВАК 3, РИНЦ 4), «Иное» (5)
 *   when it has none.
 * - Its points are the score of its type, sub-type and level in force on the day the work was entered:
 *   the rule with the latest start date not after that day; a work older than every rule takes the
 *   earliest rule (the table's first version).
 * - Each author's points are the work's points times the author's share in per cent (the main author's
 *   share is 100 minus the others'), rounded to hundredths.
 */
export interface BallRule {
  typeID: number
  podTipID: number
  levelID: number
  ball: number
  dateStart: string
}

export interface PointsWork {
  typeID: number
  underTypeID: number
  /** yyyy-mm-dd */
  dateInsert: string
  fields: Record<string, unknown>
}

/** Indexing flags of a work (spec 2 §3: wos, scopus, vac, rinc) and the level each stands for. */
export const LEVEL_FLAGS = [
  ['wos', 1],
  ['scopus', 2],
  ['vac', 3],
  ['rinc', 4],
] as const
export const OTHER_LEVEL = 5

export function levelOf(fields: Record<string, unknown>): number {
  return LEVEL_FLAGS.find(([flag]) => fields[flag] === true)?.[1] ?? OTHER_LEVEL
}

export function ruleFor(rules: readonly BallRule[], work: PointsWork): BallRule | null {
  const level = levelOf(work.fields)
  const own = rules
    .filter((r) => r.typeID === work.typeID && r.podTipID === work.underTypeID && r.levelID === level)
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart))
  if (own.length === 0) return null
  return own.filter((r) => r.dateStart <= work.dateInsert).at(-1) ?? own[0]
}

export function workPoints(rules: readonly BallRule[], work: PointsWork): number {
  return ruleFor(rules, work)?.ball ?? 0
}

/** An author's points: the work's points times the share (per cent), to hundredths. */
export function authorPoints(points: number, share: number): number {
  return Math.round(points * share) / 100
}

export interface RecountTally {
  works: number
  changed: number
  total: number
}

/** Tally of one recount: how many works, how many got other points (a work never counted counts as changed), the new sum. */
export function tallyRecount(pairs: readonly { before: number | null; after: number }[]): RecountTally {
  return {
    works: pairs.length,
    changed: pairs.filter((p) => p.before !== p.after).length,
    total: pairs.reduce((sum, p) => sum + p.after, 0),
  }
}

/** «Кузнецов Дмитрий Сергеевич» → «Кузнецов Д.С.» */
export function initialsOf(fio: string): string {
  const [last = '', ...rest] = fio.trim().split(/\s+/)
  return `${last} ${rest.map((p) => `${p[0]}.`).join('')}`.trim()
}

const normal = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/[\s.]/g, '')

/** Whether a free-text author name («Кузнецов Д. С.», «кузнецов д.с.», the full name) names this person. */
export function namesPerson(text: string, fio: string): boolean {
  const t = normal(text)
  return t !== '' && (t === normal(fio) || t === normal(initialsOf(fio)))
}
