import { useState } from 'react'
import { useSelector, shallowEqual } from '@xstate/react'
import type { AttendanceRow } from '@/api/journal-stats'
import { attendancePercent, sumBy } from '@/lib/journal-stats'
import { selectAttendanceRows } from '@/machines/day/journal-stat.selectors'
import { FilterSelect } from '@/ui/filter-select'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { PercentCell, StatStatus, useStatActor } from './journal-stat-parts'

const t = journalPagesTexts.stat.attendance
const FIGURES = ['held', 'expected', 'absences', 'valid'] as const
const options = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'ru')).map((value) => ({ value, label: value }))

function Figures({ row }: { row: Pick<AttendanceRow, (typeof FIGURES)[number]> }) {
  return (
    <>
      <td>{row.expected}</td>
      <td>{row.absences}</td>
      <td>{row.valid}</td>
      <PercentCell percent={attendancePercent(row.expected, row.absences)} />
    </>
  )
}

function Head({ first, second }: { first: string; second?: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {second && <th scope="col">{second}</th>}
        <th scope="col">{t.expected}</th>
        <th scope="col">{t.absences}</th>
        <th scope="col">{t.valid}</th>
        <th scope="col">{t.percent}</th>
      </tr>
    </thead>
  )
}

/** /Journals/Stat/Attendance: attendance by group and by discipline, from the journals' cells and valid passes. */
export default function JournalStatAttendanceScreen() {
  const actor = useStatActor('attendance')
  const rows = useSelector(actor, selectAttendanceRows, shallowEqual)
  const [group, setGroup] = useState<string | null>(null)
  const [discipline, setDiscipline] = useState<string | null>(null)
  const shown = (rows ?? []).filter(
    (r) => (group === null || r.group === group) && (discipline === null || r.discipline === discipline),
  )
  const byGroup = sumBy(shown, (r) => r.group, FIGURES).sort((a, b) => a.group.localeCompare(b.group, 'ru'))
  const total = sumBy(shown, () => 'all', FIGURES)[0]
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <StatStatus actor={actor} />
      {rows && (
        <>
          <div className="journal-stat-filters">
            <FilterSelect
              label={t.group}
              options={options(rows.map((r) => r.group))}
              value={group}
              onChange={setGroup}
              placeholder={journalPagesTexts.stat.all}
            />
            <FilterSelect
              label={t.discipline}
              options={options(rows.map((r) => r.discipline))}
              value={discipline}
              onChange={setDiscipline}
              placeholder={journalPagesTexts.stat.all}
            />
          </div>
          {shown.length === 0 ? (
            <p>{journalPagesTexts.stat.empty}</p>
          ) : (
            <>
              <h2 id="stat-by-group">{t.byGroup}</h2>
              <div className="day-scroll" tabIndex={0} role="region" aria-labelledby="stat-by-group">
                <table className="zach-table journal-stat">
                  <caption className="sr-only">{t.byGroup}</caption>
                  <Head first={t.group} />
                  <tbody>
                    {byGroup.map((r) => (
                      <tr key={r.group}>
                        <th scope="row">{r.group}</th>
                        <Figures row={r} />
                      </tr>
                    ))}
                  </tbody>
                  {total && (
                    <tfoot>
                      <tr>
                        <th scope="row">{t.total}</th>
                        <Figures row={total} />
                      </tr>
                    </tfoot>
                  )}
                </table>
              </div>
              <h2 id="stat-by-discipline">{t.byDiscipline}</h2>
              <div className="day-scroll" tabIndex={0} role="region" aria-labelledby="stat-by-discipline">
                <table className="zach-table journal-stat">
                  <caption className="sr-only">{t.table}</caption>
                  <Head first={t.discipline} second={t.group} />
                  <tbody>
                    {shown.map((r) => (
                      <tr key={r.journalID}>
                        <th scope="row">{`${r.discipline} (${r.kind.toLocaleLowerCase('ru')})`}</th>
                        <td>{r.group}</td>
                        <Figures row={r} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </div>
  )
}
