/** The feed remembers when the user last looked at it, per user (spec 2 §4 Feed). */
export const FEED_LAST_VIEW_KEY = 'feedLastView'
/** Period choices of the feed screen (days back for startDate; 0 = everything). */
export const FEED_PERIOD_DAYS = [0, 7, 30] as const
