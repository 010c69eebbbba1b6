import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { useLocation } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { formatRuDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { distributionMachine } from '@/machines/schoolx/distribution.machine'
import * as sel from '@/machines/schoolx/distribution.selectors'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { PageLoading } from '@/ui/page-loading'
import { ValueBar } from '@/ui/value-bar'
import { Picker } from './picker'
import './schoolx.css'

const t = schoolxTexts.modules.distribution
type Ref = ActorRefFrom<typeof distributionMachine>
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)

/**
 * `/modules/distribution/{period}` and `/modules/priority/admin` (the open or latest choice period): the
 * organiser sees places and first priorities per module, runs the distribution and reads its result.
 */
export default function DistributionScreen({ params }: ScreenProps) {
  const periodID = idOf(params.period)
  const actor = useActorRef(distributionMachine, { input: { periodID } })
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  return (
    <div className="page schoolx">
      <h1>{t.title}</h1>
      {failed ? (
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'distribution.retry' })} />
        </div>
      ) : loading ? (
        <PageLoading />
      ) : (
        <>
          <PeriodPicker actor={actor} />
          <p className="schoolx-note">{t.rule}</p>
          <ModulesTable actor={actor} />
          <RunBar actor={actor} />
          <ResultTable actor={actor} />
        </>
      )}
    </div>
  )
}

function PeriodPicker({ actor }: { actor: Ref }) {
  const period = useSelector(actor, sel.selectPeriod)
  const periods = useSelector(actor, sel.selectPeriods)
  const [, navigate] = useLocation()
  if (!period) return null
  return (
    <div className="schoolx-filters">
      <Picker
        id="schoolx-dist-period"
        label={t.period}
        value={period.periodID}
        options={periods.map((p) => ({
          value: p.periodID,
          label: `${p.name} (${formatRuDate(p.dateStart)} — ${formatRuDate(p.dateEnd)})`,
        }))}
        onChange={(id) => navigate(`/modules/distribution/${id}`)}
      />
    </div>
  )
}

function ModulesTable({ actor }: { actor: Ref }) {
  const modules = useSelector(actor, sel.selectModules)
  const counts = useSelector(actor, sel.selectCounts)
  const maxFirst = Math.max(1, ...modules.map((m) => m.firstChoices))
  return (
    <section>
      {counts && (
        <dl className="schoolx-summary">
          <div>
            <dt>{t.students}</dt>
            <dd>{counts.students}</dd>
          </div>
          <div>
            <dt>{t.ranked}</dt>
            <dd>{counts.ranked}</dd>
          </div>
        </dl>
      )}
      <h2 id="schoolx-dist-modules">{t.modulesTable}</h2>
      <div className="schoolx-scroll" tabIndex={0} role="region" aria-label={t.modulesTable}>
        <table className="schoolx-table">
          <thead>
            <tr>
              <th scope="col">{t.colModule}</th>
              <th scope="col">{t.colCourse}</th>
              <th scope="col">{t.colPlaces}</th>
              <th scope="col">{t.colFirst}</th>
              <th scope="col">{t.colTaken}</th>
            </tr>
          </thead>
          <tbody>
            {modules.map((m) => (
              <tr key={m.moduleID}>
                <th scope="row">{m.name}</th>
                <td className="num">{m.course}</td>
                <td className="num">{m.places}</td>
                <td className="num">
                  {m.firstChoices}
                  <ValueBar value={m.firstChoices} max={maxFirst} />
                </td>
                <td className="num">{m.taken === null ? t.none : `${m.taken} / ${m.places}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function RunBar({ actor }: { actor: Ref }) {
  const running = useSelector(actor, sel.selectRunning)
  const failure = useSelector(actor, sel.selectRunFailure)
  const result = useSelector(actor, sel.selectResult)
  return (
    <div className="schoolx-run">
      <Button
        type="button"
        icon="pi pi-sitemap"
        label={running ? t.running : result ? t.rerun : t.run}
        loading={running}
        disabled={running}
        onClick={() => actor.send({ type: 'distribution.run' })}
      />
      <p role="status">{result ? t.doneAt(formatRuDate(result.date)) : t.notRun}</p>
      {failure && (
        <p role="alert" className="schoolx-error">
          {failure === 'forbidden' ? t.forbidden : t.failed}
        </p>
      )}
    </div>
  )
}

function ResultTable({ actor }: { actor: Ref }) {
  const result = useSelector(actor, sel.selectResult)
  const modules = useSelector(actor, sel.selectModules)
  if (!result) return null
  const names = new Map(modules.map((m) => [m.moduleID, m.name]))
  return (
    <section>
      <h2 id="schoolx-dist-result">{t.resultTable}</h2>
      <div className="schoolx-scroll schoolx-days" tabIndex={0} role="region" aria-label={t.resultTable}>
        <table className="schoolx-table">
          <thead>
            <tr>
              <th scope="col">{t.colQueue}</th>
              <th scope="col">{t.colFio}</th>
              <th scope="col">{t.colCourse}</th>
              <th scope="col">{t.colRating}</th>
              <th scope="col">{t.colModule}</th>
              <th scope="col">{t.colRank}</th>
              <th scope="col">{t.colReason}</th>
            </tr>
          </thead>
          <tbody>
            {result.assignments.map((a) => (
              <tr key={a.studentID}>
                <td className="num">{a.queue}</td>
                <th scope="row">{a.fio}</th>
                <td className="num">{a.course}</td>
                <td className="num">{a.rating}</td>
                <td>{a.moduleID === null ? t.none : (names.get(a.moduleID) ?? a.moduleID)}</td>
                <td className="num">{a.rank ?? t.none}</td>
                <td>{t.reasons[a.reason]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
