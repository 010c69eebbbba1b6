import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import { calendarPeriodIssue, calendarPeriodResource, type CalendarPeriod } from '@/api/rasp-calendar'

const stored = (): CalendarPeriod[] => db.raspCalendarPeriod.getAll() as CalendarPeriod[]

/** The academic calendar's periods of the current academic year (issue 15: /RaspManager/Calendar). */
export const raspCalendar = mockResource(calendarPeriodResource, {
  model: 'raspCalendarPeriod',
  check: (body, id) =>
    calendarPeriodIssue(
      body,
      stored().filter((p) => p.id !== id),
    ),
})
