import { primaryKey } from '@mswjs/data'

/** «НИР в семестре»: master students with their supervisor and current semester, and their reports. */
export const nirSemestrModels = {
  nirsStudent: { studentID: primaryKey(Number), supervisorID: Number, currentSemester: Number },
  nirsReport: {
    id: primaryKey(Number),
    studentID: Number,
    semester: Number,
    topic: String,
    plan: String,
    fileName: String,
    fileSize: Number,
    /** yyyy-mm-dd */
    uploaded: String,
    /** '' until marked. */
    mark: String,
    markedBy: String,
    markedAt: String,
  },
}
