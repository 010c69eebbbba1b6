import { calendarKinds, calendarPeriodResource } from '@/api/rasp-calendar'
import { ResourceScreen } from '@/kit/resource-screen'
import {
  academicYearLabel,
  academicYearOf,
  addDays,
  mondayOf,
  moscowClock,
  parityOf,
  weekNumberOf,
} from '@/lib/day-week'
import { semesterRange } from '@/lib/journal-dates'
import { raspCalendarTexts } from '@/texts/ru/rasp-calendar'
import './day.css'

const t = raspCalendarTexts
const lists = { kinds: calendarKinds }
const ru = (day: string) => day.split('-').reverse().join('.')

/** The Mondays of the semester holding `today`. */
function semesterWeeks(today: string): string[] {
  const { start, end } = semesterRange(today)
  const out: string[] = []
  for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7)) out.push(monday)
  return out
}

/** /RaspManager/Calendar: the academic calendar's periods (editable by the timetable office) and the semester's weeks with their parity. */
export default function RaspCalendarScreen() {
  const today = moscowClock(new Date()).day
  const thisWeek = mondayOf(today)
  return (
    <ResourceScreen resource={calendarPeriodResource} title={t.title} lists={lists}>
      <p>{t.intro}</p>
      <p role="status">
        {t.today(weekNumberOf(today), t.parity[parityOf(today)], academicYearLabel(academicYearOf(today)))}
      </p>
      <details>
        <summary>{t.weeks}</summary>
        <div className="day-scroll" tabIndex={0} role="region" aria-label={t.weeks}>
          <table className="zach-table">
            <caption>{t.weeks}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colWeek}</th>
                <th scope="col">{t.colDates}</th>
                <th scope="col">{t.colParity}</th>
              </tr>
            </thead>
            <tbody>
              {semesterWeeks(today).map((monday) => (
                <tr key={monday} aria-current={monday === thisWeek ? 'true' : undefined}>
                  <th scope="row">
                    {weekNumberOf(monday)}
                    {monday === thisWeek && ` (${t.current})`}
                  </th>
                  <td>{`${ru(monday)} – ${ru(addDays(monday, 5))}`}</td>
                  <td>{t.parity[parityOf(monday)]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </ResourceScreen>
  )
}
