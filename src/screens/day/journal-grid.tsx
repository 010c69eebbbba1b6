import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { Journal } from '@/api/journal'
import { cellValuesOf, moveCell, valueForKey } from '@/lib/journal-keys'
import { absencesOf, attendancePercent, averageOfMarks, isExcused } from '@/lib/journal-stats'
import { pastDates } from '@/lib/journal-dates'
import { cellKey } from '@/machines/day/journal.types'
import { journalTexts } from '@/texts/ru/journal'

const t = journalTexts.journal
const short = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`
const full = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

interface GridProps {
  journal: Journal
  values: Record<string, string>
  onSave: (studentID: number, date: string, value: string) => void
}

/**
 * Students × lesson dates. Editable cells are buttons in one tab stop (roving tabindex): arrows, Home
 * and End move, a mark key types, Enter or a click opens the list of values. Lessons still to come are
 * shown but cannot be marked. Without the right to change, the cells are plain text.
 */
export function JournalGrid({ journal, values, onSave }: GridProps) {
  const [at, setAt] = useState({ row: 0, col: Math.max(0, pastDates(journal.dates, journal.today).length - 1) })
  const [menuFor, setMenuFor] = useState<{ row: number; col: number } | null>(null)
  const chooser = useRef<HTMLDivElement>(null)
  const table = useRef<HTMLTableElement>(null)
  const { students, dates } = journal
  const choices = cellValuesOf(journal.control)
  const held = pastDates(dates, journal.today).length
  const passesOf = (studentID: number) => (journal.excused ?? []).filter((p) => p.studentID === studentID)

  const focusCell = (row: number, col: number) =>
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${row}:${col}"]`)?.focus()
  // The chooser takes the focus when it opens (a focus effect, no data).
  useEffect(() => {
    if (menuFor) chooser.current?.querySelector('button')?.focus()
  }, [menuFor])

  function open(row: number, col: number) {
    if (dates[col] > journal.today) return
    setAt({ row, col })
    setMenuFor({ row, col })
  }

  function close() {
    if (!menuFor) return
    const { row, col } = menuFor
    setMenuFor(null)
    focusCell(row, col)
  }

  function onKey(e: KeyboardEvent<HTMLButtonElement>, row: number, col: number) {
    const moved = moveCell({ row, col }, e.key, students.length, dates.length)
    if (moved) {
      e.preventDefault()
      setAt(moved)
      focusCell(moved.row, moved.col)
      return
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      open(row, col)
      return
    }
    const value = valueForKey(e.key, journal.control)
    if (value === undefined || e.ctrlKey || e.metaKey || e.altKey) return
    e.preventDefault()
    onSave(students[row].studentID, dates[col], value)
  }

  function choose(value: string) {
    if (!menuFor) return
    onSave(students[menuFor.row].studentID, dates[menuFor.col], value)
    close()
  }

  return (
    <>
      {menuFor && (
        <div
          ref={chooser}
          className="journal-choices"
          role="group"
          aria-label={t.choose(students[menuFor.row].fio, full(dates[menuFor.col]))}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault()
              close()
            }
          }}
        >
          <span className="journal-choices-title">{t.choose(students[menuFor.row].fio, full(dates[menuFor.col]))}</span>
          {choices.map((c) => (
            <Button
              key={c}
              type="button"
              label={c === 'н' ? t.absent : c}
              outlined
              size="small"
              onClick={() => choose(c)}
            />
          ))}
          <Button type="button" label={t.clear} text size="small" onClick={() => choose('')} />
          <Button type="button" label={t.cancel} text size="small" onClick={close} />
        </div>
      )}
      <div
        className="journal-scroll"
        tabIndex={journal.canEdit ? undefined : 0}
        aria-label={t.grid(journal.discipline)}
        role="region"
      >
        <table ref={table} className="journal-table" aria-label={t.grid(journal.discipline)}>
          <thead>
            <tr>
              <th scope="col" className="journal-name">
                {t.student}
              </th>
              {dates.map((d) => (
                <th key={d} scope="col" className={d > journal.today ? 'journal-future' : undefined}>
                  <abbr title={full(d)}>{short(d)}</abbr>
                </th>
              ))}
              <th scope="col">{t.attendance}</th>
              <th scope="col">{t.average}</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s, row) => {
              const own = dates.map((d) => values[cellKey(s.studentID, d)] ?? '')
              const percent = attendancePercent(held, absencesOf(own))
              return (
                <tr key={s.studentID}>
                  <th scope="row" className="journal-name">
                    <Link href={`/Journals/StudentPasses/${s.studentID}`}>{s.fio}</Link>
                  </th>
                  {dates.map((d, col) => {
                    const value = own[col]
                    const future = d > journal.today
                    const excused = value === 'н' && isExcused(d, passesOf(s.studentID))
                    const absent = excused ? ' journal-valid' : ' journal-absent'
                    const cls = `journal-cell${value === 'н' ? absent : ''}${future ? ' journal-future' : ''}`
                    const shown = excused ? (
                      <>
                        <span aria-hidden="true">{value}</span>
                        <span className="sr-only">{t.excusedValue}</span>
                      </>
                    ) : (
                      value
                    )
                    if (!journal.canEdit)
                      return (
                        <td key={d} className={cls} title={excused ? t.excusedValue : undefined}>
                          {shown}
                        </td>
                      )
                    return (
                      <td key={d} className={cls}>
                        <button
                          type="button"
                          data-cell={`${row}:${col}`}
                          tabIndex={at.row === row && at.col === col ? 0 : -1}
                          aria-label={t.cellName(
                            s.fio,
                            full(d),
                            future ? t.future : excused ? t.excusedValue : value || t.empty,
                          )}
                          title={excused ? t.excusedValue : undefined}
                          aria-disabled={future || undefined}
                          aria-describedby="journal-help"
                          onFocus={() => setAt({ row, col })}
                          onKeyDown={(e) => onKey(e, row, col)}
                          onClick={() => (future ? setAt({ row, col }) : open(row, col))}
                        >
                          {excused ? <span aria-hidden="true">{value}</span> : value}
                        </button>
                      </td>
                    )
                  })}
                  <td className="journal-figure">{t.percent(percent)}</td>
                  <td className="journal-figure">{t.averageText(averageOfMarks(own))}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
