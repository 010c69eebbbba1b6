import { primaryKey } from '@mswjs/data'

/** Models of the contests (issue 16): a contest's own row is core's `contest`; these hold the rest. */
export const contestModels = {
  contestInfo: {
    competitionID: primaryKey(Number),
    organiser: String,
    description: String,
    /** [{name, date}] as JSON: models hold primitives only. */
    stages: String,
    /** [{id, name, maxMark}] as JSON. */
    criteria: String,
    juryIDs: () => [] as number[],
    /** Whose students may apply; empty: every student. */
    facultyIDs: () => [] as number[],
  },
  contestApplication: {
    id: primaryKey(Number),
    competitionID: Number,
    studentID: Number,
    title: String,
    summary: String,
    /** [{name, size, key}] as JSON; the bytes are blobs under `key`. */
    files: String,
    submittedAt: String,
  },
  /** One judge's mark of one application by one criterion. */
  contestMark: {
    id: primaryKey(Number),
    competitionID: Number,
    applicationID: Number,
    judgeID: Number,
    criterionID: Number,
    mark: Number,
  },
  contestDraw: { id: primaryKey(Number), seed: Number, order: String, at: String, by: String },
}
