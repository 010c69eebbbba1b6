import { RASP_TABS, type RaspTab } from '@/api/day'
import { academicYearOf, isDay, moscowClock } from '@/lib/day-week'

/**
 * The timetable addresses' parameters: /Rasp/{type}/{id}/{year?} and /RaspCalendar/{type}/{id}/{year?}.
 * The kind is read in any letter case (/Rasp/group/…); ?date=yyyy-mm-dd opens that day, another
 * academic year opens its 1 September. null: no such timetable.
 */
export function timetableParams(params: Record<string, string | undefined>): {
  type: RaspTab
  id: number
  date: string | undefined
} | null {
  const type = RASP_TABS.find((tab) => tab.toLowerCase() === (params.type ?? '').toLowerCase())
  const id = Number(params.id)
  if (!type || !Number.isInteger(id) || id <= 0) return null
  const query = new URLSearchParams(window.location.search).get('date') ?? ''
  const yearStart = Number(params.year)
  const otherYear =
    Number.isInteger(yearStart) && yearStart > 2000 && yearStart !== academicYearOf(moscowClock(new Date()).day)
  return { type, id, date: isDay(query) ? query : otherYear ? `${yearStart}-09-01` : undefined }
}
