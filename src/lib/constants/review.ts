import { ROLES } from '@/lib/roles'

/** Timings and limits of lesson reviews and the feed, named as the specification names them. */
export { REVIEW_CHECK_DELAY_MS } from '@/lib/constants/app'
/** After a review is sent the form resets rating, room rating, date and comment (spec 2 §9). */
export const REVIEW_RESET_DELAY_MS = 500
/** Rating scale 1-5 (spec 2 §9). */
export const RATING_MIN = 1
export const RATING_MAX = 5
/** Star colour: red for 2 or less, orange otherwise (spec 2 §5). */
export const RATING_RED_MAX = 2
/** Ratings 2 to 4 need no comment; 1 and 5 require one (spec 2 §5). */
export const RATING_NO_COMMENT_MIN = 2
export const RATING_NO_COMMENT_MAX = 4
/** Below this the prompt asks what disappointed, at it what to recommend, above it what was liked. */
export const RATING_RECOMMEND = 4
/** A comment longer than this is refused by the server (demo backend limit). */
export const REVIEW_TEXT_MAX = 2000
/** Roles that see every teacher's reviews (the home shortcut and the demo server's check). */
export const REVIEW_SUPERVISOR_ROLES = [
  ROLES.dean.name,
  ROLES.journalsAdmin.name,
  ROLES.headOfDepartment.name,
  ROLES.scienceAdmin.name,
  ROLES.deanView.name,
]
