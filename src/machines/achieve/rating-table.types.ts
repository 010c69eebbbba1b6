import type { RatingAnswer, RatingKind, StatAnswer } from '@/api/rating'

/** What a ratings screen shows: a rating of one kind, or the portfolio statistics by category. */
export interface RatingReport {
  kind: RatingKind | 'stat'
  /** null until the server has chosen the year it opens on. */
  year: number | null
  categoryID: number | null
}
export interface ReportAnswer {
  rating: RatingAnswer | null
  stat: StatAnswer | null
}
