import { useActorRef, useSelector, shallowEqual } from '@xstate/react'
import { Button } from 'primereact/button'
import type { ChoiceStat } from '@/api/choice'
import type { Row, TableColumn } from '@/lib/resource/table-types'
import { choiceStatMachine } from '@/machines/choice/choice-stat.machine'
import * as sel from '@/machines/choice/choice-stat.selectors'
import { choiceTexts } from '@/texts/ru/choice'
import { FilterSelect } from '@/ui/filter-select'
import { exportXlsx } from '@/ui/data-table/export-xlsx'
import { ChoiceStatBlock, NotChosen } from './choice-stat-block'
import './choice.css'

const t = choiceTexts.stat
const COURSES = [1, 2, 3, 4].map((n) => ({ value: n, label: t.courseOption(n) }))

/** The statistics as one sheet: a row per discipline with its block, the groups' counts, total and seats. */
function download(stat: ChoiceStat) {
  const columns: TableColumn[] = [
    { value: 'block', text: choiceTexts.settings.colBlock },
    { value: 'name', text: t.discipline },
    ...stat.groups.map((g, i) => ({ value: `g${i}`, text: g })),
    { value: 'total', text: t.total },
    { value: 'seats', text: t.seats },
  ]
  const rows: Row[] = stat.blocks.flatMap((b) =>
    b.disciplines.map((d) => ({
      block: b.title,
      name: d.name,
      ...Object.fromEntries(d.byGroup.map((n, i) => [`g${i}`, n])),
      total: d.total,
      seats: d.seats,
    })),
  )
  void exportXlsx(columns, rows, {}, t.fileName)
}

/** /Plans/ChoiceDisciplinesStat: per block and discipline how many students chose, by group; who has not chosen. */
export default function ChoiceStatScreen() {
  const ref = useActorRef(choiceStatMachine)
  const loading = useSelector(ref, sel.selectStatLoading)
  const failure = useSelector(ref, sel.selectStatFailure)
  const stat = useSelector(ref, sel.selectStat)
  const filter = useSelector(ref, sel.selectStatFilter, shallowEqual)
  const faculties = (stat?.faculties ?? []).map((f) => ({ value: f.facultyID, label: f.name }))
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <div className="choice-filters">
        <FilterSelect
          label={t.faculty}
          options={faculties}
          value={filter.facultyID}
          disabled={!stat}
          onChange={(facultyID) => ref.send({ type: 'filter.change', facultyID, course: filter.course })}
        />
        <FilterSelect
          label={t.course}
          options={COURSES}
          value={filter.course}
          disabled={!stat}
          onChange={(course) => ref.send({ type: 'filter.change', facultyID: filter.facultyID, course })}
        />
        {stat && stat.blocks.length > 0 && (
          <Button type="button" icon="pi pi-file-excel" label={t.export} outlined onClick={() => download(stat)} />
        )}
      </div>
      {failure ? (
        <div role="alert">
          <p>{failure === 'forbidden' ? t.forbidden : choiceTexts.failures[failure]}</p>
          {failure === 'failed' && (
            <Button type="button" label={choiceTexts.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      ) : loading || !stat ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <p>{t.students(stat.students)}</p>
          {stat.blocks.length === 0 && <p>{t.noBlocks}</p>}
          {stat.blocks.map((b) => (
            <ChoiceStatBlock key={b.blockID} block={b} groups={stat.groups} />
          ))}
          {stat.blocks.length > 0 && <NotChosen rows={stat.notChosen} />}
        </>
      )}
    </div>
  )
}
