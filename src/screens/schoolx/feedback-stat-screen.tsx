import { useActorRef, useSelector } from '@xstate/react'
import { shallowEqual } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { ActorRefFrom } from 'xstate'
import type { StudentStat } from '@/api/schoolx'
import { feedbackStatMachine, type SortKey } from '@/machines/schoolx/feedback-stat.machine'
import * as sel from '@/machines/schoolx/feedback-stat.selectors'
import { FORM_KINDS } from '@/lib/constants/schoolx'
import { formatRuDate, toIsoDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { exportXlsx } from '@/ui/data-table/export-xlsx'
import { PageLoading } from '@/ui/page-loading'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { ValueBar } from '@/ui/value-bar'
import { CriteriaAverages } from './criteria-averages'
import { Picker } from './picker'
import './schoolx.css'

const t = schoolxTexts.stat
const kinds = schoolxTexts.kinds
type Ref = ActorRefFrom<typeof feedbackStatMachine>
const idOf = (value: string | undefined) => (value && /^-?\d+$/.test(value) ? Number(value) : null)
const dateText = (iso: string | null) => (iso ? formatRuDate(iso) : '—')

/** /donstux/FeedbackStat/{periodID?}/{studentID?}/{moduleID?}: feedback statistics (spec 2 §2.7, §3, §7). */
export default function FeedbackStatScreen({ params }: ScreenProps) {
  const actor = useActorRef(feedbackStatMachine, {
    input: { periodID: idOf(params.periodID), today: toIsoDate(new Date()) },
  })
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  const empty = useSelector(actor, sel.selectEmpty)
  const activities = useSelector(actor, sel.selectActivities)
  const studentID = idOf(params.studentID)
  return (
    <div className="page schoolx">
      <h1>{t.title}</h1>
      <StatFilters actor={actor} />
      {failed ? (
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'stat.retry' })} />
        </div>
      ) : empty ? (
        <p>{t.empty}</p>
      ) : loading || !activities ? (
        <PageLoading />
      ) : studentID !== null ? (
        <StudentDrill actor={actor} studentID={studentID} />
      ) : (
        <>
          <Summary actor={actor} />
          <StudentsTable actor={actor} />
          <Heatmap actor={actor} />
          <FormResults actor={actor} />
        </>
      )}
    </div>
  )
}

function StatFilters({ actor }: { actor: Ref }) {
  const dates = useSelector(actor, sel.selectDates)
  const query = useSelector(actor, sel.selectQuery, shallowEqual)
  if (!query) return null
  const courses = [...new Set(dates.map((d) => d.course))].sort()
  const periods = dates.filter((d) => d.course === query.course && d.year === query.year)
  const years = [...new Set(dates.map((d) => d.year))].sort()
  const change = (patch: Partial<typeof query>) => actor.send({ type: 'query.change', query: { ...query, ...patch } })
  return (
    <div className="schoolx-filters">
      <Picker
        id="schoolx-stat-course"
        label={t.course}
        value={query.course}
        options={courses.map((c) => ({ value: c, label: t.courseOption(c) }))}
        onChange={(course) => change({ course })}
      />
      <Picker
        id="schoolx-stat-period"
        label={t.period}
        value={query.periodNumber}
        options={periods.map((p) => ({
          value: p.periodNumber,
          label: `${p.name} (${formatRuDate(p.dateStart)} — ${formatRuDate(p.dateEnd)})`,
        }))}
        onChange={(periodNumber) => change({ periodNumber })}
      />
      <Picker
        id="schoolx-stat-year"
        label={t.year}
        value={query.year}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        onChange={(year) => change({ year })}
      />
    </div>
  )
}

function Summary({ actor }: { actor: Ref }) {
  const a = useSelector(actor, sel.selectActivities)!
  const maxKind = Math.max(...FORM_KINDS.map((k) => a.byKind[k]))
  const maxDay = Math.max(0, ...a.byDay.map((d) => d.count))
  return (
    <section aria-labelledby="schoolx-summary">
      <h2 id="schoolx-summary">{t.summary}</h2>
      <dl className="schoolx-summary">
        <div>
          <dt>{t.students}</dt>
          <dd>{a.students}</dd>
        </div>
        <div>
          <dt>{t.active}</dt>
          <dd>{a.active}</dd>
        </div>
        <div>
          <dt>{t.forms}</dt>
          <dd>{a.forms}</dd>
        </div>
        <div>
          <dt>{t.points}</dt>
          <dd>{a.points}</dd>
        </div>
      </dl>
      <div className="schoolx-two">
        <table className="schoolx-table">
          <caption>{t.byKind}</caption>
          <thead>
            <tr>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.count}</th>
            </tr>
          </thead>
          <tbody>
            {FORM_KINDS.map((k) => (
              <tr key={k}>
                <th scope="row">{kinds[k]}</th>
                <td className="num">
                  {a.byKind[k]}
                  <ValueBar value={a.byKind[k]} max={maxKind} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="schoolx-scroll schoolx-days" tabIndex={0} role="region" aria-label={t.byDay}>
          <table className="schoolx-table">
            <caption>{t.byDay}</caption>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {a.byDay.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatRuDate(d.date)}</th>
                  <td className="num">
                    {d.count}
                    <ValueBar value={d.count} max={maxDay} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}

const COLUMNS: { key: SortKey; text: string; numeric: boolean }[] = [
  { key: 'fio', text: t.fio, numeric: false },
  ...FORM_KINDS.map((k) => ({ key: k as SortKey, text: kinds[k], numeric: true })),
  { key: 'points', text: t.points, numeric: true },
  { key: 'dateStart', text: t.dateStart, numeric: false },
  { key: 'dateFinish', text: t.dateFinish, numeric: false },
]

function exportStudents(rows: StudentStat[]) {
  const columns = COLUMNS.map((c) => ({ value: c.key, text: c.text }))
  return exportXlsx(columns as never, rows as never, {}, 'feedback-statistics')
}

function StudentsTable({ actor }: { actor: Ref }) {
  const rows = useSelector(actor, sel.selectStudents)
  const sort = useSelector(actor, sel.selectSort, shallowEqual)
  const query = useSelector(actor, sel.selectQuery, shallowEqual)!
  return (
    <section aria-labelledby="schoolx-students">
      <h2 id="schoolx-students">{t.studentsTable}</h2>
      <Button
        type="button"
        icon="pi pi-file-excel"
        label={t.export}
        outlined
        onClick={() => void exportStudents(rows)}
      />
      <div className="schoolx-scroll" tabIndex={0} role="region" aria-label={t.studentsTable}>
        <table className="schoolx-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sort.key === c.key ? (sort.desc ? 'descending' : 'ascending') : undefined}
                >
                  <button
                    type="button"
                    className="schoolx-sort"
                    aria-label={t.sortBy(c.text)}
                    onClick={() => actor.send({ type: 'sort.change', key: c.key })}
                  >
                    {c.text}
                    {sort.key === c.key && <span aria-hidden="true">{sort.desc ? ' ▼' : ' ▲'}</span>}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.studentID}>
                <th scope="row">
                  <Link
                    href={`/donstux/FeedbackStat/${query.periodNumber}/${r.studentID}`}
                    aria-label={t.openStudent(r.fio)}
                  >
                    {r.fio}
                  </Link>
                </th>
                {FORM_KINDS.map((k) => (
                  <td key={k} className="num">
                    {r[k]}
                  </td>
                ))}
                <td className="num">{r.points}</td>
                <td>{dateText(r.dateStart)}</td>
                <td>{dateText(r.dateFinish)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Heatmap({ actor }: { actor: Ref }) {
  const rows = useSelector(actor, sel.selectStudents)
  const max = Math.max(1, ...rows.flatMap((r) => FORM_KINDS.map((k) => r[k])))
  return (
    <section aria-labelledby="schoolx-heat">
      <h2 id="schoolx-heat">{t.heatmap}</h2>
      <p>{t.heatmapHint}</p>
      <div className="schoolx-scroll schoolx-heat-wrap" tabIndex={0} role="region" aria-label={t.heatmap}>
        <table className="schoolx-table schoolx-heat">
          <thead>
            <tr>
              <th scope="col">{t.fio}</th>
              {FORM_KINDS.map((k) => (
                <th key={k} scope="col">
                  {kinds[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.studentID}>
                <th scope="row">{r.fio}</th>
                {FORM_KINDS.map((k) => (
                  <td
                    key={k}
                    className="num"
                    style={{
                      background: `color-mix(in srgb, var(--primary-color, #3b82f6) ${Math.round((35 * r[k]) / max)}%, transparent)`,
                    }}
                  >
                    {r[k]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function FormResults({ actor }: { actor: Ref }) {
  const result = useSelector(actor, sel.selectFormResult)
  const type = useSelector(actor, sel.selectType)
  if (!result) return null
  return (
    <section aria-labelledby="schoolx-results">
      <h2 id="schoolx-results">{t.results}</h2>
      <div className="schoolx-filters">
        <Picker
          id="schoolx-stat-kind"
          label={t.resultsKind}
          value={type}
          options={FORM_KINDS.map((k) => ({ value: k, label: kinds[k] }))}
          onChange={(kind) => actor.send({ type: 'formType.select', kind })}
        />
      </div>
      <div className="schoolx-scroll" tabIndex={0} role="region" aria-label={t.results}>
        <table className="schoolx-table">
          <caption>{kinds[result.type]}</caption>
          <thead>
            <tr>
              <th scope="col">{t.module}</th>
              <th scope="col">{t.count}</th>
              <th scope="col">{t.average}</th>
              <th scope="col">{t.ratings}</th>
            </tr>
          </thead>
          <tbody>
            {result.modules.map((m) => (
              <tr key={m.moduleID}>
                <th scope="row">{m.name}</th>
                <td className="num">{m.count}</td>
                <td className="num">{m.averageRating ?? '—'}</td>
                <td className="num">{m.ratings.join(' / ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CriteriaAverages
        caption={kinds.criterias}
        nameHeader={t.criterion}
        averageHeader={t.criterionAverage}
        criteria={result.criteria}
      />
    </section>
  )
}

function StudentDrill({ actor, studentID }: { actor: Ref; studentID: number }) {
  const rows = useSelector(actor, sel.selectStudents)
  const query = useSelector(actor, sel.selectQuery, shallowEqual)!
  const row = rows.find((r) => r.studentID === studentID)
  return (
    <section aria-labelledby="schoolx-student">
      <p>
        <Link href={`/donstux/FeedbackStat/${query.periodNumber}`}>{t.back}</Link>
      </p>
      {!row ? (
        <p>{t.noData}</p>
      ) : (
        <>
          <h2 id="schoolx-student">{t.student(row.fio)}</h2>
          <table className="schoolx-table">
            <caption>{t.studentForms}</caption>
            <tbody>
              {FORM_KINDS.map((k) => (
                <tr key={k}>
                  <th scope="row">{kinds[k]}</th>
                  <td className="num">{row[k]}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t.points}</th>
                <td className="num">{row.points}</td>
              </tr>
              <tr>
                <th scope="row">{t.dateStart}</th>
                <td>{dateText(row.dateStart)}</td>
              </tr>
              <tr>
                <th scope="row">{t.dateFinish}</th>
                <td>{dateText(row.dateFinish)}</td>
              </tr>
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
