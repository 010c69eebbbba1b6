import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Link } from 'wouter'
import { RASP_TABS } from '@/api/day'
import { academicYearLabel, academicYearOf, moscowClock } from '@/lib/day-week'
import { swapLayout } from '@/lib/keyboard-layout'
import { raspListMachine } from '@/machines/day/rasp-list.machine'
import { selectFailed, selectIsLoading, selectRows, selectTab, selectYear } from '@/machines/day/rasp-list.selectors'
import { dayTexts as t } from '@/texts/ru/day'
import { FilterSelect } from '@/ui/filter-select'
import './day.css'

/** /Rasp and /Rasp/list: choose a group (default), a teacher or a room of a year; a link opens its week. */
export default function RaspListScreen() {
  const current = academicYearOf(moscowClock(new Date()).day)
  const actor = useActorRef(raspListMachine, { input: { year: current } })
  const tab = useSelector(actor, selectTab)
  const year = useSelector(actor, selectYear)
  const rows = useSelector(actor, selectRows)
  const loading = useSelector(actor, selectIsLoading)
  const failed = useSelector(actor, selectFailed)
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  // the data table's wrong-keyboard-layout search: «dbn» finds «ВИТ»
  const shown = needle
    ? rows.filter((r) => {
        const text = `${r.name} ${r.hint}`.toLowerCase()
        return text.includes(needle) || text.includes(swapLayout(needle).toLowerCase())
      })
    : rows
  const years = [current + 1, current, current - 1]
  return (
    <div className="page day-list-page">
      <h1>{t.listTitle}</h1>
      <div className="day-choose">
        <div role="group" aria-label={t.tabsLabel} className="day-tabs">
          {RASP_TABS.map((tabName) => (
            <Button
              key={tabName}
              type="button"
              label={t.tabs[tabName]}
              aria-pressed={tab === tabName}
              outlined={tab !== tabName}
              onClick={() => actor.send({ type: 'tab.select', tab: tabName })}
            />
          ))}
        </div>
        <FilterSelect
          className="day-field"
          label={t.year}
          value={year}
          options={years.map((y) => ({ value: y, label: academicYearLabel(y) }))}
          onChange={(y) => y !== null && actor.send({ type: 'year.select', year: y })}
        />
        <label className="day-field">
          <span>{t.search}</span>
          <InputText value={query} onChange={(e) => setQuery(e.target.value)} type="search" />
        </label>
      </div>
      {loading && <p>{t.loading}</p>}
      {failed && (
        <div role="alert">
          <p>{t.listFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'load.retry' })} />
        </div>
      )}
      {!loading && !failed && shown.length === 0 && <p>{t.empty}</p>}
      <ul className="day-entries" aria-label={t.tabs[tab]}>
        {shown.map((r) => (
          <li key={r.id}>
            <Link
              href={`/Rasp/${tab}/${r.id}${year === current ? '' : `/${year}`}`}
              aria-label={t.openTimetable(r.name)}
            >
              <span className="day-entry-name">{r.name}</span>
              {r.hint && <span className="day-entry-hint">{r.hint}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
