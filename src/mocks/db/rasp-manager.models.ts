import { primaryKey } from '@mswjs/data'

/**
 * The timetable office (issue 15): a manager's change to a group's week template. Absent: the generated
 * template lesson stands; `deleted`: it is gone; otherwise the record replaces it (or adds a lesson when
 * its index is beyond the template). id = groupID * 100 + index.
 */
export const raspManagerModels = {
  raspSlotEdit: {
    id: primaryKey(Number),
    groupID: Number,
    index: Number,
    deleted: Boolean,
    weekday: Number,
    pair: Number,
    parity: String,
    subject: String,
    kind: String,
    room: String,
    teacherID: Number,
    subgroup: Number,
  },
  /** A period of the academic calendar (/RaspManager/Calendar): kind semester | session | holidays | holiday | practice. */
  raspCalendarPeriod: {
    id: primaryKey(Number),
    kind: String,
    name: String,
    dateFrom: String,
    dateTo: String,
  },
  /** A stream («поток/команда», /RaspManager/Teams): typeID 1…3, semester current | next, its groups. */
  raspTeam: {
    id: primaryKey(Number),
    typeID: Number,
    semester: String,
    name: String,
    groupIDs: () => [] as number[],
  },
  /** A group's draft of the next semester's week (/RaspManagerNew): status draft | published. */
  raspDraft: {
    groupID: primaryKey(Number),
    status: String,
    publishedAt: String,
  },
  /** A lesson of a group's next-semester draft; id = groupID * 100 + index. */
  raspDraftLesson: {
    id: primaryKey(Number),
    groupID: Number,
    weekday: Number,
    pair: Number,
    parity: String,
    subject: String,
    kind: String,
    room: String,
    teacherID: Number,
    subgroup: Number,
  },
}
