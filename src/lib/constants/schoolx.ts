/** «Школа Х» (spec 1 §3 Period, §4): period types that gate the student's screens. */
export const FEEDBACK_PERIOD_TYPE = 1
export const STUDY_PERIOD_TYPE = 2
export const CHOICE_PERIOD_TYPE = 3

/** The feedback form kinds of spec 2 §7 (`/FormResult?type=…`), in the spec's order. */
export const FORM_KINDS = ['teachers', 'files', 'modules', 'criterias', 'reflection', 'tutorial', 'peerReview'] as const
export type FormKind = (typeof FORM_KINDS)[number]

/** Points a student earns for one filled form of each kind. */
export const FORM_POINTS: Record<FormKind, number> = {
  teachers: 1,
  files: 2,
  modules: 1,
  criterias: 2,
  reflection: 3,
  tutorial: 1,
  peerReview: 2,
}

export const RATING_MIN = 1
export const RATING_MAX = 5
export const FEEDBACK_TEXT_MAX = 2000
