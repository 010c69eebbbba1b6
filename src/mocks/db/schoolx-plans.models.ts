import { primaryKey } from '@mswjs/data'

/** The organiser's planning models (issue 17): schedule template slots, plan themes, inventory; part of schoolxModels. */
export const schoolxPlansModels = {
  schoolxScheduleSlot: {
    slotID: primaryKey(Number),
    moduleID: Number,
    group: String,
    weekday: Number,
    pair: Number,
    room: String,
    teacherID: Number,
  },
  schoolxPlanTheme: {
    planID: primaryKey(Number),
    moduleID: Number,
    theme: String,
    kind: Number,
    hours: Number,
  },
  schoolxInventoryItem: {
    itemID: primaryKey(Number),
    name: String,
    room: String,
    moduleID: Number,
    quantity: Number,
    state: Number,
  },
}
