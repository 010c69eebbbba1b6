import { primaryKey } from '@mswjs/data'
import { schoolxProgrammeModels } from './schoolx-programme.models'
import { schoolxPlansModels } from './schoolx-plans.models'

/** Models of the «Школа Х» area; spread into the one database in db/index.ts. */
export const schoolxModels = {
  /** A school student of the programme: negative ids (spec 1 §3 User). */
  schoolxStudent: {
    studentID: primaryKey(Number),
    fio: String,
    course: Number,
    year: Number,
    /** Modules of the current study period. */
    moduleIDs: () => [] as number[],
  },
  schoolxModule: {
    moduleID: primaryKey(Number),
    name: String,
    description: String,
    course: Number,
    places: Number,
    teacherIDs: () => [] as number[],
    /** JSON: {themeID, name}[] */
    themes: String,
  },
  schoolxCriterion: {
    criteriaID: primaryKey(Number),
    name: String,
    maxPoints: Number,
  },
  /** One filled feedback form (a student's answer of one kind about one module in one period). */
  schoolxFeedback: {
    feedbackID: primaryKey(Number),
    studentID: Number,
    periodID: Number,
    moduleID: Number,
    kind: String,
    rating: Number,
    text: String,
    peerID: Number,
    /** JSON: {criteriaID: points} */
    scores: String,
    date: String,
    points: Number,
  },
  /** A participant's saved ranking of their course's modules in a choice period (type 3). */
  schoolxPriority: {
    priorityID: primaryKey(Number),
    studentID: Number,
    periodID: Number,
    moduleIDs: () => [] as number[],
    date: String,
  },
  /** The organiser's last distribution of a choice period. */
  schoolxDistribution: {
    periodID: primaryKey(Number),
    date: String,
    /** JSON: DistAssignment[] (src/lib/schoolx-distribution.ts) */
    assignments: String,
  },
  ...schoolxProgrammeModels,
  ...schoolxPlansModels,
}
