import { primaryKey } from '@mswjs/data'

/** Models of the dormitory contest (issue 16): a contest's own row is core's `contest` (typeContestsID 2). */
export const dormitoryModels = {
  dormHostel: { id: primaryKey(Number), name: String, address: String, places: Number },
  /** One coefficient of the ranking: a benefit's points, per mark point, per 100 km (`code`). */
  dormOdds: { id: primaryKey(Number), code: String, name: String, value: Number },
  /** A settlement slot of a contest. */
  dormSlot: { id: primaryKey(Number), concestID: Number, date: String, time: String, capacity: Number },
  /** A request: submitted → selected (hostel, room) or refused; a selected one books a slot. */
  dormRequest: {
    id: primaryKey(Number),
    concestID: Number,
    userID: Number,
    benefits: () => [] as string[],
    document: String,
    averageMark: Number,
    distance: Number,
    state: String,
    hostelID: Number,
    room: String,
    slotID: Number,
    reason: String,
    createdAt: String,
  },
}
