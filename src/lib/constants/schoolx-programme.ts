/** Limits of the «Школа Х» drafts (issue 17): a draft's title and text, a teacher's comment. */
export const DRAFT_TITLE_MAX = 200
export const DRAFT_TEXT_MAX = 5000
export const DRAFT_COMMENT_MAX = 2000
/** The academic year the programme's dated records belong to (spec 2 §9: 1 September – 31 August). */
export const SCHOOLX_YEAR_START = '2026-09-01'
export const SCHOOLX_YEAR_END = '2027-08-31'
