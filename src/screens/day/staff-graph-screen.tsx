import { useActorRef, useSelector, shallowEqual } from '@xstate/react'
import { Button } from 'primereact/button'
import { staffGraphMachine } from '@/machines/day/staff-graph.machine'
import * as sel from '@/machines/day/staff.selectors'
import { staffTexts } from '@/texts/ru/staff'
import { FilterSelect } from '@/ui/filter-select'
import { StaffGantt, StaffLegend, StaffPeriods } from './staff-graph-table'
import './staff.css'

const t = staffTexts.graph

/** /Staff/Graph: a department's vacations and trips by month, as a Gantt-like table and a plain one. */
export default function StaffGraphScreen() {
  const ref = useActorRef(staffGraphMachine)
  const loading = useSelector(ref, sel.selectGraphLoading)
  const failure = useSelector(ref, sel.selectGraphFailure)
  const graph = useSelector(ref, sel.selectGraph)
  const filter = useSelector(ref, sel.selectGraphFilter, shallowEqual)
  const departments = (graph?.departments ?? []).map((d) => ({ value: d, label: d }))
  const thisYear = graph?.year ?? new Date().getFullYear()
  const years = [thisYear - 1, thisYear, thisYear + 1]
    .filter((y) => y >= 2020 && y <= 2030)
    .map((y) => ({ value: y, label: String(y) }))
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="staff-filters">
        <FilterSelect
          label={t.department}
          options={departments}
          value={filter.department}
          disabled={!graph}
          onChange={(department) => ref.send({ type: 'filter.change', department, year: filter.year })}
        />
        <FilterSelect
          label={t.year}
          options={years}
          value={filter.year}
          disabled={!graph}
          onChange={(year) => ref.send({ type: 'filter.change', department: filter.department, year })}
        />
      </div>
      {failure ? (
        <div role="alert">
          <p>{t.failures[failure]}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      ) : loading || !graph ? (
        <p role="status">{t.loading}</p>
      ) : graph.staff.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <StaffLegend />
          <StaffGantt graph={graph} />
          <h2>{t.list}</h2>
          <StaffPeriods graph={graph} />
        </>
      )}
    </div>
  )
}
