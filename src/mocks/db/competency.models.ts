import { primaryKey } from '@mswjs/data'

/** Teachers' competency self-assessments by academic year (issue 16). */
export const competencyModels = {
  competencyAssessment: {
    id: primaryKey(Number),
    teacherID: Number,
    /** '2026-2027' */
    year: String,
    /** draft | submitted */
    status: String,
    updatedAt: String,
    submittedAt: String,
    /** JSON: { c11: 4, … } (models hold primitives only) */
    ratings: String,
    /** JSON: { a1: 'текст', … } */
    comments: String,
  },
}
