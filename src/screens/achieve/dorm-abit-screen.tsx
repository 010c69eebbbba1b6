import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { dormContestsMachine } from '@/machines/achieve/dorm-contests.machine'
import { formatRuDate } from '@/lib/dates'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DormPage, DormStatusBadge } from './dorm-parts'

const t = dormitoryTexts.abit

/** /Dormitory/Abit: an applicant's dormitory contests, the own request's state and where to go next. */
export default function DormAbitScreen() {
  const actor = useActorRef(dormContestsMachine)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const contests = useSelector(actor, (s) => s.context.contests)
  return (
    <DormPage
      title={t.title}
      contest={null}
      loading={loading}
      loadFailed={loadFailed}
      onRetry={() => actor.send({ type: 'list.refresh' })}
    >
      <p>{t.intro}</p>
      <h2>{t.contests}</h2>
      {contests.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="dorm-cards">
          {contests.map((c) => {
            const base = `/Contests/Dormitory`
            const request = c.myState ? { state: c.myState, slotID: c.mySettled ? 1 : 0 } : null
            return (
              <section key={c.concestID} className="ach-card" aria-labelledby={`dorm-contest-${c.concestID}`}>
                <h3 id={`dorm-contest-${c.concestID}`}>{c.name}</h3>
                <p>
                  {dormitoryTexts.contestDates}: {formatRuDate(c.dateStart)} — {formatRuDate(c.dateTo)}
                </p>
                <p>
                  {t.status}: <DormStatusBadge request={request} />
                </p>
                <p className="ach-buttons">
                  {c.myState || c.open ? (
                    <Link href={`${base}/Request/${c.concestID}`}>{c.myState ? t.viewRequest : t.request}</Link>
                  ) : (
                    <span>{t.closed}</span>
                  )}
                  {c.myState === 'selected' && <Link href={`${base}/SelectDate/${c.concestID}`}>{t.selectDate}</Link>}
                  {c.myState && <Link href={`${base}/ResultDormitoryContests/${c.concestID}`}>{t.result}</Link>}
                </p>
              </section>
            )
          })}
        </div>
      )}
    </DormPage>
  )
}
