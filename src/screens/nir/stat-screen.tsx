import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { nirStatMachine } from '@/machines/nir/nir-stat.machine'
import {
  selectDep,
  selectGroup,
  selectKafs,
  selectLevels,
  selectLoading,
  selectRows,
  selectSem,
  selectYear,
} from '@/machines/nir/nir-stat.selectors'
import { sharePercent, statTotal, type StatCall, type StatGroup, type StatRow } from '@/api/nir-stat'
import type { ScreenProps } from '@/lib/screen-props'
import { academicYears } from '@/lib/dates'
import { NIR_MIC_KINDS, NIR_STAT_YEARS_FROM } from '@/lib/constants/nir'
import { nirStatTexts as t } from '@/texts/ru/nir-stat'
import { routeNames } from '@/texts/ru/routes'
import { FilterSelect } from '@/ui/filter-select'
import { ValueBar } from '@/ui/value-bar'
import { StatLevels } from './stat-levels'
import './nir.css'

type Filter = 'year' | 'sem' | 'dep'
interface StatPage {
  path: string
  call: StatCall
  by: StatGroup
  kinds?: readonly string[]
  filters: readonly Filter[]
  students?: boolean
}
/** The six statistics pages of spec 1 §2 «Science»: which call, grouped by what, filtered by what. */
export const STAT_PAGES = {
  nirStat: { path: '/nirStat', call: 'all', by: 'department', filters: ['year', 'sem'] },
  globalStat: { path: '/Science/GlobalStat', call: 'all', by: 'year', filters: ['dep'] },
  nirStatType: { path: '/nirStatType', call: 'nir', by: 'type', filters: ['year', 'sem', 'dep'] },
  nirsStatType: { path: '/nirsStatType', call: 'nirs', by: 'type', filters: ['year', 'sem', 'dep'], students: true },
  nirsStatTypeInfo: {
    path: '/nirsStatTypeInfo',
    call: 'nirs',
    by: 'department',
    filters: ['year', 'sem'],
    students: true,
  },
  statMic: { path: '/nir/Stat/statMic', call: 'nir', by: 'year', kinds: NIR_MIC_KINDS, filters: ['dep'] },
} as const satisfies Record<string, StatPage>
export type StatPageKey = keyof typeof STAT_PAGES

const ALL = 0
const ALL_SEMS = 'all'
const ALL_DEPS = '*'
const groupColumn: Record<StatGroup, string> = { department: t.colDepartment, type: t.colType, year: t.colYear }
const yearOptions = [
  { value: ALL, label: t.allYears },
  ...academicYears(NIR_STAT_YEARS_FROM).map((y) => ({ value: Number(y.slice(0, 4)), label: y })),
]
const semOptions = [
  { value: ALL_SEMS, label: t.allSems },
  { value: '1', label: t.autumn },
  { value: '0', label: t.spring },
]

/** One statistics page (the routes file gives each path its page key). */
export default function NirStatScreen({ page }: ScreenProps & { page: StatPageKey }) {
  const config: StatPage = STAT_PAGES[page]
  const title = routeNames[config.path] ?? ''
  const actor = useActorRef(nirStatMachine, {
    input: {
      call: config.call,
      query: { year: null, sem: null, by: config.by, dep: null, kinds: config.kinds },
    },
  })
  const loading = useSelector(actor, selectLoading)
  const rows = useSelector(actor, selectRows, shallowEqual)
  const kafs = useSelector(actor, selectKafs, shallowEqual)
  const levels = useSelector(actor, selectLevels, shallowEqual)
  const year = useSelector(actor, selectYear)
  const sem = useSelector(actor, selectSem)
  const dep = useSelector(actor, selectDep)
  const by = useSelector(actor, selectGroup)
  const has = (f: Filter) => (config.filters as readonly Filter[]).includes(f)
  const yearLabel = yearOptions.find((o) => o.value === (year ?? ALL))?.label ?? t.allYears
  const semLabel = semOptions.find((o) => o.value === (sem === null ? ALL_SEMS : String(sem)))?.label ?? t.allSems

  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{title}</h1>
      </header>
      <p>{t.notes[page]}</p>
      <fieldset className="nir-toolbar nir-stat-filters">
        <legend className="sr-only">{t.filters}</legend>
        {has('year') ? (
          <FilterSelect
            id="nir-stat-year"
            label={t.year}
            options={yearOptions}
            value={year ?? ALL}
            onChange={(value) => actor.send({ type: 'year.select', year: value ? value : null })}
          />
        ) : null}
        {has('sem') ? (
          <FilterSelect
            id="nir-stat-sem"
            label={t.sem}
            options={semOptions}
            value={sem === null ? ALL_SEMS : String(sem)}
            onChange={(value) => actor.send({ type: 'sem.select', sem: value === '0' ? 0 : value === '1' ? 1 : null })}
          />
        ) : null}
        {has('dep') ? (
          <FilterSelect
            id="nir-stat-dep"
            label={t.department}
            options={[{ value: ALL_DEPS, label: t.allDepartments }, ...kafs.map((k) => ({ value: k, label: k }))]}
            value={dep ?? ALL_DEPS}
            onChange={(value) =>
              actor.send({ type: 'department.select', dep: value && value !== ALL_DEPS ? value : null })
            }
          />
        ) : null}
      </fieldset>
      <p aria-live="polite">{loading ? t.loading : t.period(yearLabel, semLabel, dep ?? t.allDepartments)}</p>
      {!loading && rows.length === 0 ? <p>{t.empty}</p> : null}
      {rows.length > 0 ? (
        <StatTable title={title} rows={rows} by={by} students={config.students === true} busy={loading} />
      ) : null}
      {levels.length > 0 ? <StatLevels levels={levels} busy={loading} /> : null}
    </div>
  )
}

function StatTable(props: {
  title: string
  rows: readonly StatRow[]
  by: StatGroup
  students: boolean
  busy: boolean
}) {
  const { rows, by, students } = props
  const max = Math.max(...rows.map((r) => r.total))
  const total = statTotal(rows, t.total)
  const cells = (r: StatRow) => (
    <>
      <td data-label={t.colAccepted}>{r.accepted}</td>
      <td data-label={t.colChecking}>{r.checking}</td>
      <td data-label={t.colReturned}>{r.returned}</td>
      <td data-label={t.colShare}>{sharePercent(r.accepted, r.total).toLocaleString('ru-RU')}</td>
      {students ? <td data-label={t.colStudents}>{r.students}</td> : null}
    </>
  )
  return (
    <div className="nir-table-card">
      <table
        className="nir-table nir-stat-table"
        aria-label={t.tableOf(props.title)}
        aria-busy={props.busy || undefined}
      >
        <thead>
          <tr>
            <th scope="col">{groupColumn[by]}</th>
            <th scope="col">{t.colTotal}</th>
            <th scope="col">{t.colAccepted}</th>
            <th scope="col">{t.colChecking}</th>
            <th scope="col">{t.colReturned}</th>
            <th scope="col">{t.colShare}</th>
            {students ? <th scope="col">{t.colStudents}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} data-stat-row={r.label}>
              <th scope="row">{r.label}</th>
              <td data-label={t.colTotal}>
                {r.total}
                <ValueBar value={r.total} max={max} />
              </td>
              {cells(r)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{total.label}</th>
            <td data-label={t.colTotal}>{total.total}</td>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
