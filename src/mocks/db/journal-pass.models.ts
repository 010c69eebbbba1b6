import { primaryKey } from '@mswjs/data'

/** Class journals' valid passes (issue 15): a dean's office record that excuses a student's absences. */
export const journalPassModels = {
  journalValidPass: {
    id: primaryKey(Number),
    studentID: Number,
    dateFrom: String,
    dateTo: String,
    reason: String,
    /** The document's number (a medical certificate, an order). */
    document: String,
    authorID: Number,
    created: String,
  },
  /** An excused-absence permit (/Journals/PassPermits): status 'pending' | 'approved' | 'refused'. */
  journalPassPermit: {
    id: primaryKey(Number),
    studentID: Number,
    fio: String,
    group: String,
    dateFrom: String,
    dateTo: String,
    reason: String,
    document: String,
    created: String,
    status: String,
    refusal: String,
    deciderID: Number,
  },
  /** A journal's settings (/Journals/Settings); absent: the defaults (the control's scale, 40/40/20, ordinary lessons). */
  journalSetting: {
    journalID: primaryKey(Number),
    scale: String,
    weightClass: Number,
    weightTests: Number,
    weightHomework: Number,
    lessonTypes: () => [] as string[],
  },
  /** A journal the admin closed (/Journals/Admin/JournalList); absent: open. */
  journalState: {
    journalID: primaryKey(Number),
    state: String,
    changedBy: Number,
  },
  /** The journals' global settings (/Journals/Admin/Settings): one row, id 1. */
  journalGlobalSettings: {
    id: primaryKey(Number),
    deadlineDays: Number,
    studentsSeeGroup: Boolean,
  },
}
