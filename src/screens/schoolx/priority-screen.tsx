import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { SessionContext } from '@/hooks/session-context'
import { formatRuDate, toIsoDate } from '@/lib/dates'
import { hasRole, ROLES } from '@/lib/roles'
import { priorityMachine } from '@/machines/schoolx/priority.machine'
import * as sel from '@/machines/schoolx/priority.selectors'
import { selectRoles } from '@/machines/session/session.selectors'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { PageLoading } from '@/ui/page-loading'
import { RankList } from './rank-list'
import './schoolx.css'

const t = schoolxTexts.modules.priority
type Ref = ActorRefFrom<typeof priorityMachine>

/** `/modules/priority`: during a choice period (type 3) a participant ranks their course's modules. */
export default function PriorityScreen() {
  const roles = SessionContext.useSelector(selectRoles)
  const student = hasRole(roles, ROLES.schoolXStudent.name)
  return (
    <div className="page schoolx">
      <h1>{t.title}</h1>
      {student ? (
        <PriorityEditor />
      ) : (
        <>
          <p>{t.notStudent}</p>
          {hasRole(roles, ROLES.schoolXAdmin.name, ROLES.scienceAdmin.name) && (
            <p>
              <Link href="/modules/priority/admin">{t.distributionLink}</Link>
            </p>
          )}
        </>
      )}
    </div>
  )
}

function PriorityEditor() {
  const actor = useActorRef(priorityMachine)
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  if (failed)
    return (
      <div role="alert">
        <p>{t.loadFailed}</p>
        <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'priority.retry' })} />
      </div>
    )
  if (loading) return <PageLoading />
  return (
    <>
      <PeriodNote actor={actor} />
      <AssignmentNote actor={actor} />
      <Ranking actor={actor} />
    </>
  )
}

function PeriodNote({ actor }: { actor: Ref }) {
  const period = useSelector(actor, sel.selectPeriod)
  const open = useSelector(actor, sel.selectIsOpen)
  if (!period) return <p>{t.noPeriod}</p>
  const today = toIsoDate(new Date())
  const text = open
    ? t.open(period.name, formatRuDate(period.dateEnd))
    : period.dateStart > today
      ? t.closedUntil(period.name, formatRuDate(period.dateStart), formatRuDate(period.dateEnd))
      : t.closed(period.name)
  return <p className="schoolx-note">{text}</p>
}

function AssignmentNote({ actor }: { actor: Ref }) {
  const a = useSelector(actor, sel.selectAssignment, shallowEqual)
  if (!a) return null
  const full = a.fullAbove.map((n) => `«${n}»`).join(', ')
  const reason =
    a.reason === 'first'
      ? t.reason.first(a.rank)
      : a.reason === 'lower'
        ? t.reason.lower(a.rank, full)
        : a.reason === 'fallback'
          ? t.reason.fallback(full)
          : a.reason === 'noRanking'
            ? t.reason.noRanking
            : t.reason.noPlaces
  return (
    <section className="schoolx-result">
      <h2 id="schoolx-result">{t.result}</h2>
      <p className="schoolx-result-module">{a.moduleName ? t.resultModule(a.moduleName) : t.noModule}</p>
      <p>{reason}</p>
      <p>{t.queue(a.queue, a.rating)}</p>
      <p className="schoolx-muted">{t.distributedAt(formatRuDate(a.date))}</p>
    </section>
  )
}

const REFUSALS = t.refusal

function Ranking({ actor }: { actor: Ref }) {
  const modules = useSelector(actor, sel.selectOrderedModules)
  const editable = useSelector(actor, sel.selectEditable)
  const busy = useSelector(actor, sel.selectBusy)
  const saved = useSelector(actor, sel.selectSaved)
  const savedAt = useSelector(actor, sel.selectSavedAt)
  const refusal = useSelector(actor, sel.selectRefusal)
  const moved = useSelector(actor, sel.selectMoved, shallowEqual)
  if (modules.length === 0) return null
  const movedName = moved ? modules.find((m) => m.moduleID === moved.moduleID)?.name : undefined
  return (
    <section>
      <h2 id="schoolx-ranking">{t.listLabel}</h2>
      {editable && <p className="schoolx-muted">{t.howTo}</p>}
      <RankList
        label={t.listLabel}
        editable={editable}
        items={modules.map((m) => ({ id: m.moduleID, name: m.name, note: `${m.description} (${t.places(m.places)})` }))}
        onMove={(moduleID, to) => actor.send({ type: 'module.move', moduleID, to })}
      />
      <p className="sr-only" aria-live="polite">
        {moved && movedName ? t.moved(movedName, moved.place, modules.length) : ''}
      </p>
      {(editable || busy) && (
        <Button
          type="button"
          icon="pi pi-check"
          label={t.save}
          loading={busy}
          disabled={busy}
          onClick={() => actor.send({ type: 'priority.save' })}
        />
      )}
      {refusal && (
        <p role="alert" className="schoolx-error">
          {REFUSALS[refusal]}
        </p>
      )}
      <p role="status" className="schoolx-saved">
        {saved ? t.saved : ''}
      </p>
      <p className="schoolx-muted">{savedAt ? t.savedAt(formatRuDate(savedAt)) : t.notSaved}</p>
    </section>
  )
}
