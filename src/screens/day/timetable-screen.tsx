import type { ScreenProps } from '@/lib/screen-props'
import { dayTexts as t } from '@/texts/ru/day'
import { TimetableView, UnknownTimetable } from './timetable-view'
import { timetableParams } from './rasp-params'

/** /Rasp/{type}/{id}/{year?}/{search?} (public): the week of a group, teacher or room; ?date=yyyy-mm-dd opens another week. */
export default function TimetableScreen({ params }: ScreenProps) {
  const own = timetableParams(params)
  if (!own) return <UnknownTimetable title={t.listTitle} />
  const { type, id, date } = own
  return (
    <div className="page">
      <TimetableView key={`${type}-${id}-${date ?? ''}`} type={type} id={id} date={date} />
    </div>
  )
}
