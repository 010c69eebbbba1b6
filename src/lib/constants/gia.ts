/** Limits and codes of the GEK report (spec 2 §4, §6 GEK report). */

/** Average originality: numeric, at most 3 characters. */
export const ORIGINALITY_MAX_LENGTH = 3
/** Education levels: 1 specialist, 2 bachelor, 3 master. */
export const EDUCATION_LEVELS = [1, 2, 3] as const
/** Rows of the long text fields (disadvantages, proposals). */
export const LONG_TEXT_ROWS = 5
