import { DORM_DISTANCE_CAP, type DormOddsCode } from '@/lib/constants/dormitory'

/** The odds by code (points per benefit; per mark point; per 100 km). A missing code weighs 0. */
export type DormOdds = Partial<Record<DormOddsCode, number>>

export interface DormScoreInput {
  benefits: readonly string[]
  averageMark: number
  distance: number
}

const round2 = (x: number) => Math.round(x * 100) / 100

/**
 * A request's points with the odds applied: the average mark × its odds, every 100 km of distance (up to
 * DORM_DISTANCE_CAP) × its odds, plus each claimed benefit's odds (a benefit counts once).
 */
export function dormScore(input: DormScoreInput, odds: DormOdds): number {
  const benefits = [...new Set(input.benefits)] as DormOddsCode[]
  const fromBenefits = benefits.reduce((sum, code) => sum + (odds[code] ?? 0), 0)
  const distance = Math.min(Math.max(input.distance, 0), DORM_DISTANCE_CAP) / 100
  return round2(input.averageMark * (odds.mark ?? 0) + distance * (odds.distance ?? 0) + fromBenefits)
}

/**
 * The contest's ranking: by points, highest first; equal points — the earlier request first, then the
 * smaller number. Each row gets its points and its place (1-based).
 */
export function rankDormRequests<R extends DormScoreInput & { id: number; createdAt: string }>(
  rows: readonly R[],
  odds: DormOdds,
): (R & { score: number; place: number })[] {
  return rows
    .map((row) => ({ ...row, score: dormScore(row, odds) }))
    .sort((a, b) => b.score - a.score || a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map((row, i) => ({ ...row, place: i + 1 }))
}
