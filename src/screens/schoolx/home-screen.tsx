import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { HomePeriod, SchoolxHome } from '@/api/schoolx-admin'
import { CHOICE_PERIOD_TYPE, FEEDBACK_PERIOD_TYPE } from '@/lib/constants/schoolx'
import { formatRuDate } from '@/lib/dates'
import { homeMachine } from '@/machines/schoolx/home.machine'
import * as sel from '@/machines/schoolx/home.selectors'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'
import { PageLoading } from '@/ui/page-loading'
import './schoolx.css'

const t = schoolxAdminTexts.home
const typeName = (typeID: number) => schoolxAdminTexts.periodTypes[typeID] ?? String(typeID)

function PeriodItem({ period, open }: { period: HomePeriod; open: boolean }) {
  return (
    <li className="schoolx-period">
      <strong>{period.name}</strong>
      <span>{t.periodLine(typeName(period.typeID), formatRuDate(period.dateStart), formatRuDate(period.dateEnd))}</span>
      <span className={open ? 'schoolx-deadline' : 'schoolx-muted'}>
        {open ? t.deadline(formatRuDate(period.dateEnd), period.days) : t.opensOn(formatRuDate(period.dateStart))}
      </span>
    </li>
  )
}

/** Links to what the participant should do while its period is open (feedback: type 1, choice: type 3). */
function Actions({ home }: { home: SchoolxHome }) {
  const feedback = home.open.find((p) => p.typeID === FEEDBACK_PERIOD_TYPE)
  const choice = home.open.find((p) => p.typeID === CHOICE_PERIOD_TYPE)
  return (
    <section aria-labelledby="schoolx-home-actions">
      <h2 id="schoolx-home-actions">{t.actionsTitle}</h2>
      {feedback || choice ? (
        <ul className="schoolx-links">
          {feedback && (
            <li>
              <Link href={`/donstux/Feedback/${feedback.periodID}`}>
                {t.fillFeedback(formatRuDate(feedback.dateEnd))}
              </Link>
            </li>
          )}
          {choice && (
            <li>
              <Link href="/modules/priority">{t.choosePriority(formatRuDate(choice.dateEnd))}</Link>
            </li>
          )}
        </ul>
      ) : (
        <p>{t.noActions}</p>
      )}
    </section>
  )
}

function Modules({ home }: { home: SchoolxHome }) {
  return (
    <section aria-labelledby="schoolx-home-modules">
      <h2 id="schoolx-home-modules">{t.modulesTitle}</h2>
      {home.modules.length === 0 && <p>{t.noModules}</p>}
      <ul className="schoolx-home-modules">
        {home.modules.map((m) => (
          <li key={m.moduleID} className="schoolx-home-module">
            <h3>
              <Link href={`/modules/module/view/${m.moduleID}`} aria-label={t.openModule(m.name)}>
                {m.name}
              </Link>
            </h3>
            {m.teachers.length > 0 && <p className="schoolx-muted">{t.teachers(m.teachers.join(', '))}</p>}
            <h4>{t.nextEvents}</h4>
            {m.next.length ? (
              <ul>
                {m.next.map((e) => (
                  <li key={e.date}>{t.eventLine(formatRuDate(e.date), e.theme)}</li>
                ))}
              </ul>
            ) : (
              <p>{t.noEvents}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Organiser({ home }: { home: SchoolxHome }) {
  const l = t.links
  return (
    <section aria-labelledby="schoolx-home-admin">
      <h2 id="schoolx-home-admin">{t.organiserTitle}</h2>
      {home.summary && (
        <p>
          {t.participants(home.summary.participants)} · {t.modulesCount(home.summary.modules)}
        </p>
      )}
      <ul className="schoolx-links">
        <li>
          <Link href="/donstux/Admin/Periods">{l.periods}</Link>
        </li>
        <li>
          <Link href="/donstux/Admin/Users">{l.users}</Link>
        </li>
        <li>
          <Link href="/donstux/Admin/EventLog">{l.eventLog}</Link>
        </li>
        <li>
          <Link href="/donstux/FeedbackStat">{l.feedbackStat}</Link>
        </li>
        <li>
          <Link href="/modules/priority/admin">{l.distribution}</Link>
        </li>
        <li>
          <Link href="/modules/statistics">{l.statistics}</Link>
        </li>
      </ul>
    </section>
  )
}

/** `/donstux`: the «Школа Х» home of the participant, the teacher and the organiser. */
export default function HomeScreen() {
  const actor = useActorRef(homeMachine)
  const loading = useSelector(actor, sel.selectIsLoading)
  const failed = useSelector(actor, sel.selectFailed)
  const home = useSelector(actor, sel.selectHome)
  if (loading) return <PageLoading />
  if (failed || !home)
    return (
      <div className="page schoolx">
        <h1>{t.title}</h1>
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'home.retry' })} />
        </div>
      </div>
    )
  return (
    <div className="page schoolx schoolx-home">
      <h1>{t.title}</h1>
      <p>{t.greeting(home.fio)}</p>
      <div className="schoolx-two">
        <section aria-labelledby="schoolx-home-open">
          <h2 id="schoolx-home-open">{t.periodsTitle}</h2>
          {home.open.length ? (
            <ul className="schoolx-periods">
              {home.open.map((p) => (
                <PeriodItem key={p.periodID} period={p} open />
              ))}
            </ul>
          ) : (
            <p>{t.noPeriods}</p>
          )}
        </section>
        <section aria-labelledby="schoolx-home-upcoming">
          <h2 id="schoolx-home-upcoming">{t.upcomingTitle}</h2>
          {home.upcoming.length ? (
            <ul className="schoolx-periods">
              {home.upcoming.map((p) => (
                <PeriodItem key={p.periodID} period={p} open={false} />
              ))}
            </ul>
          ) : (
            <p>{t.noUpcoming}</p>
          )}
        </section>
      </div>
      {home.kind === 'participant' && <Actions home={home} />}
      {(home.kind === 'participant' || home.kind === 'teacher') && <Modules home={home} />}
      {home.kind === 'organiser' && <Organiser home={home} />}
      {home.kind === 'participant' && (
        <p>
          <Link href="/donstux/trajectory">{t.links.trajectory}</Link>
        </p>
      )}
    </div>
  )
}
