/** Period choices of the feed screen (days back for startDate; 0 = everything). */
export const FEED_PERIOD_DAYS = [0, 7, 30] as const
