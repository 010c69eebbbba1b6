import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link, useLocation } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { FORM_KINDS, type FormKind } from '@/lib/constants/schoolx'
import type { ScreenProps } from '@/lib/screen-props'
import { modulesRatingMachine } from '@/machines/schoolx/modules-rating.machine'
import * as sel from '@/machines/schoolx/modules-rating.selectors'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { PageLoading } from '@/ui/page-loading'
import { ValueBar } from '@/ui/value-bar'
import { CriteriaAverages } from './criteria-averages'
import { Picker } from './picker'
import './schoolx.css'

const t = schoolxTexts.modules.rating
const kinds = schoolxTexts.kinds
type Ref = ActorRefFrom<typeof modulesRatingMachine>
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)
const isKind = (k: string): k is FormKind => (FORM_KINDS as readonly string[]).includes(k)

/**
 * `/modules/Rating/{periodNumber?}` (every module by its mean «module» rating) and
 * `/modules/ModuleRating/{moduleID}/{periodNumber?}` (one module per form kind and criterion).
 */
export default function ModulesRatingScreen({ params }: ScreenProps) {
  const moduleID = params.moduleID === undefined ? null : (idOf(params.moduleID) ?? -1)
  const actor = useActorRef(modulesRatingMachine, { input: { moduleID, periodNumber: idOf(params.periodNumber) } })
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  const notFound = useSelector(actor, sel.selectNotFound)
  const one = useSelector(actor, sel.selectOne)
  return (
    <div className="page schoolx">
      {moduleID !== null && (
        <p>
          <Link href="/modules/Rating">{t.back}</Link>
        </p>
      )}
      <h1>{one ? t.moduleTitle(one.module.name) : t.title}</h1>
      {failed ? (
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'rating.retry' })} />
        </div>
      ) : notFound ? (
        <p>{t.notFound}</p>
      ) : loading ? (
        <PageLoading />
      ) : one ? (
        <OneModule actor={actor} />
      ) : (
        <AllModules actor={actor} />
      )}
    </div>
  )
}

function PeriodPicker({
  periods,
  value,
  base,
}: {
  periods: { periodID: number; name: string }[]
  value: number | null
  base: string
}) {
  const [, navigate] = useLocation()
  if (periods.length === 0) return <p>{t.noPeriods}</p>
  return (
    <div className="schoolx-filters">
      <Picker
        id="schoolx-rating-period"
        label={t.period}
        value={value}
        options={periods.map((p) => ({ value: p.periodID, label: p.name }))}
        onChange={(id) => navigate(`${base}/${id}`)}
      />
    </div>
  )
}

function AllModules({ actor }: { actor: Ref }) {
  const data = useSelector(actor, sel.selectAll)
  if (!data) return null
  const rows = [...data.modules].sort(
    (a, b) => (b.average ?? -1) - (a.average ?? -1) || b.count - a.count || a.name.localeCompare(b.name, 'ru'),
  )
  return (
    <>
      <PeriodPicker periods={data.periods} value={data.periodNumber} base="/modules/Rating" />
      <div className="schoolx-scroll" tabIndex={0} role="region" aria-label={t.table}>
        <table className="schoolx-table">
          <caption>{t.table}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colPlace}</th>
              <th scope="col">{t.colModule}</th>
              <th scope="col">{t.colCourse}</th>
              <th scope="col">{t.colCount}</th>
              <th scope="col">{t.colAverage}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m, i) => (
              <tr key={m.moduleID}>
                <td className="num">{i + 1}</td>
                <th scope="row">
                  <Link href={`/modules/ModuleRating/${m.moduleID}${data.periodNumber ? `/${data.periodNumber}` : ''}`}>
                    {m.name}
                  </Link>
                </th>
                <td className="num">{m.course}</td>
                <td className="num">{m.count}</td>
                <td className="num">
                  {m.average ?? '—'}
                  <ValueBar value={m.average ?? 0} max={5} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function OneModule({ actor }: { actor: Ref }) {
  const data = useSelector(actor, sel.selectOne)
  if (!data) return null
  return (
    <>
      <p>
        <Link href={`/modules/module/view/${data.module.moduleID}`}>{t.toModule}</Link>
      </p>
      <PeriodPicker
        periods={data.periods}
        value={data.periodNumber}
        base={`/modules/ModuleRating/${data.module.moduleID}`}
      />
      <div className="schoolx-scroll" tabIndex={0} role="region" aria-label={t.kindsTable}>
        <table className="schoolx-table">
          <caption>{t.kindsTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colKind}</th>
              <th scope="col">{t.colCount}</th>
              <th scope="col">{t.colAverage}</th>
              <th scope="col">{t.colRatings}</th>
            </tr>
          </thead>
          <tbody>
            {data.kinds.map((k) => (
              <tr key={k.kind}>
                <th scope="row">{isKind(k.kind) ? kinds[k.kind] : k.kind}</th>
                <td className="num">{k.count}</td>
                <td className="num">
                  {k.average ?? '—'}
                  <ValueBar value={k.average ?? 0} max={5} />
                </td>
                <td className="num">{k.ratings.join(' / ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CriteriaAverages
        caption={t.criteriaTable}
        nameHeader={t.colCriterion}
        averageHeader={t.colCriterionAverage}
        criteria={data.criteria}
      />
    </>
  )
}
