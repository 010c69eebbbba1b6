import { primaryKey } from '@mswjs/data'

/** The staff graph, the part-time teachers and the accessibility requests (issue 15, area day). */
export const staffModels = {
  /** One period a staff member is away: kind 'vacation' | 'trip' | 'study'. */
  staffAbsence: {
    id: primaryKey(Number),
    userID: Number,
    kind: String,
    dateFrom: String,
    dateTo: String,
  },
  /** /prepodsDifferent: kind 'external' | 'internal' | 'hourly'; rate '—' for the hourly ones. */
  partTimeTeacher: {
    id: primaryKey(Number),
    fio: String,
    kind: String,
    department: String,
    position: String,
    rate: String,
    hours: Number,
    dateTo: String,
  },
  /** A request for assistance of a person with restricted abilities; status 'new' | 'inWork' | 'done'. */
  accessibilityRequest: {
    id: primaryKey(Number),
    userID: Number,
    date: String,
    kind: String,
    text: String,
    phone: String,
    status: String,
  },
}
