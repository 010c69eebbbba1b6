import type { RatingAnswer, RatingKind, StatAnswer } from '@/api/rating'
import type { EcStaff } from '@/api/effective'

/**
 * What a report by academic year shows: a rating of one kind, the portfolio statistics by category, or the
 * teachers' effective contract points (/staff/EffectiveContract, /EffectiveContract/Statistics).
 */
export interface RatingReport {
  kind: RatingKind | 'stat' | 'ecStaff'
  /** null until the server has chosen the year it opens on. */
  year: number | null
  categoryID: number | null
}
export interface ReportAnswer {
  rating: RatingAnswer | null
  stat: StatAnswer | null
  staff: EcStaff | null
}

/** Whichever answer arrived (each carries the years and the year shown). */
export const answered = (a: ReportAnswer) => a.rating ?? a.stat ?? a.staff
