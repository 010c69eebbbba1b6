import { db } from '../db'
import { todayOf } from './journal.seed'
import type { CalendarPeriod } from '@/api/rasp-calendar'
import { academicYearOf } from '@/lib/day-week'

/** The academic calendar of the current academic year (/RaspManager/Calendar), as a Russian university's. */
export function seedRaspCalendar(): void {
  const y = academicYearOf(todayOf())
  const n = y + 1
  const rows: [CalendarPeriod['kind'], string, string, string][] = [
    ['semester', 'Осенний семестр', `${y}-09-01`, `${y}-12-28`],
    ['holiday', 'День народного единства', `${y}-11-04`, `${y}-11-04`],
    ['holidays', 'Новогодние каникулы', `${y}-12-29`, `${n}-01-08`],
    ['session', 'Зимняя экзаменационная сессия', `${n}-01-09`, `${n}-01-31`],
    ['holidays', 'Зимние каникулы', `${n}-02-01`, `${n}-02-08`],
    ['semester', 'Весенний семестр', `${n}-02-09`, `${n}-05-31`],
    ['holiday', 'День защитника Отечества', `${n}-02-23`, `${n}-02-23`],
    ['holiday', 'Международный женский день', `${n}-03-09`, `${n}-03-09`],
    ['holiday', 'Праздник Весны и Труда', `${n}-05-01`, `${n}-05-01`],
    ['holiday', 'День Победы', `${n}-05-11`, `${n}-05-11`],
    ['session', 'Летняя экзаменационная сессия', `${n}-06-01`, `${n}-06-30`],
    ['practice', 'Учебная практика (2 курс)', `${n}-07-01`, `${n}-07-14`],
    ['holidays', 'Летние каникулы', `${n}-07-01`, `${n}-08-31`],
  ]
  rows.forEach(([kind, name, dateFrom, dateTo], i) =>
    db.raspCalendarPeriod.create({ id: i + 1, kind, name, dateFrom, dateTo }),
  )
}
