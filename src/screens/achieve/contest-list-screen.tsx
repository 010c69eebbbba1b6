import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { Contest } from '@/api/contests'
import { contestListMachine } from '@/machines/achieve/contest-list.machine'
import { selectContests, selectLoadFailed, selectLoading } from '@/machines/achieve/contest-list.selectors'
import { contestTexts } from '@/texts/ru/contests'
import { ContestLinks, PhaseBadge, periodText } from './contest-parts'
import './achieve.css'
import './contests.css'

const t = contestTexts.list

function ContestTable({ contests }: { contests: Contest[] }) {
  return (
    <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.caption}>
      <table className="ach-table con-table con-stack">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.organiser}</th>
            <th scope="col">{t.period}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {contests.map((c) => (
            <tr key={c.competitionID}>
              <td data-label={t.name}>
                {c.can.apply ? <Link href={`/Contests/Open/${c.competitionID}`}>{c.name}</Link> : c.name}
                <div className="con-muted">{c.description}</div>
              </td>
              <td data-label={t.organiser}>{c.organiser}</td>
              <td data-label={t.period}>{periodText(c)}</td>
              <td data-label={t.status}>
                <PhaseBadge phase={c.phase} />
              </td>
              <td data-label={t.actions}>
                <ContestLinks contest={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The contests of the module: every one (/Contests/AllContests) or those open for applications (/Contests/ListContests/). */
function ContestList({ onlyOpen }: { onlyOpen: boolean }) {
  const actor = useActorRef(contestListMachine)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectLoadFailed)
  const all = useSelector(actor, selectContests)
  const contests = onlyOpen ? all.filter((c) => c.phase === 'open') : all
  return (
    <div className="page ach-page">
      <h1>{onlyOpen ? t.open : t.all}</h1>
      {loading ? (
        <p role="status">{t.caption}…</p>
      ) : failed ? (
        <p role="alert">
          {t.loadFailed}{' '}
          <Button type="button" label={t.retry} text onClick={() => actor.send({ type: 'list.refresh' })} />
        </p>
      ) : contests.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ContestTable contests={contests} />
      )}
    </div>
  )
}

export function AllContestsScreen() {
  return <ContestList onlyOpen={false} />
}
export function OpenContestsScreen() {
  return <ContestList onlyOpen />
}
