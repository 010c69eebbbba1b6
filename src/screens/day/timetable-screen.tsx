import type { ScreenProps } from '@/lib/screen-props'
import { RASP_TABS } from '@/api/day'
import { academicYearOf, isDay, moscowClock } from '@/lib/day-week'
import { dayTexts as t } from '@/texts/ru/day'
import { Link } from 'wouter'
import { TimetableView } from './timetable-view'

/** /Rasp/{type}/{id}/{year?}/{search?} (public): the week of a group, teacher or room; ?date=yyyy-mm-dd opens another week. */
export default function TimetableScreen({ params }: ScreenProps) {
  // Links written by hand or by older pages say /Rasp/group/…: the kind is read in any letter case.
  const type = RASP_TABS.find((tab) => tab.toLowerCase() === (params.type ?? '').toLowerCase())
  const id = Number(params.id)
  const query = new URLSearchParams(window.location.search).get('date') ?? ''
  const yearStart = Number(params.year)
  const otherYear =
    Number.isInteger(yearStart) && yearStart > 2000 && yearStart !== academicYearOf(moscowClock(new Date()).day)
  const date = isDay(query) ? query : otherYear ? `${yearStart}-09-01` : undefined
  if (!type || !Number.isInteger(id) || id <= 0)
    return (
      <div className="page">
        <h1>{t.listTitle}</h1>
        <div role="alert">
          <p>{t.notFound}</p>
          <Link href="/Rasp/list">{t.chooseOther}</Link>
        </div>
      </div>
    )
  return (
    <div className="page">
      <TimetableView key={`${type}-${id}-${date ?? ''}`} type={type} id={id} date={date} />
    </div>
  )
}
