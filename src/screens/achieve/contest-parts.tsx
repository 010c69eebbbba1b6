import type { ComponentType, ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { Contest } from '@/api/contests'
import { contestMachine } from '@/machines/achieve/contest.machine'
import { selectContest, selectLoadFailed, selectLoading, selectMissing } from '@/machines/achieve/contest.selectors'
import { formatRuDate } from '@/lib/dates'
import type { ScreenProps } from '@/lib/screen-props'
import { ValueBar } from '@/ui/value-bar'
import { contestTexts } from '@/texts/ru/contests'
import './achieve.css'
import './contests.css'

const t = contestTexts
export type ContestActor = ReturnType<typeof useContestActor>

/** The contest machine of a page for the route's contest id; a live page follows marks saved elsewhere. */
export function useContestActor(params: Record<string, string | undefined>, live = false) {
  return useActorRef(contestMachine, { input: { competitionID: Number(params.contestID), live } })
}

/** A contest's phase as a word (the colour is decoration). */
export function PhaseBadge({ phase }: { phase: Contest['phase'] }) {
  const word = phase === 'open' ? t.list.statusOpen : phase === 'soon' ? t.list.statusSoon : t.list.statusClosed
  return <span className={`ach-status con-phase-${phase}`}>{word}</span>
}

export const periodText = (c: Pick<Contest, 'dateStart' | 'dateTo'>) =>
  `${formatRuDate(c.dateStart)} — ${formatRuDate(c.dateTo)}`

/** The links a user may follow from a contest: apply, applications, judging, results. */
export function ContestLinks({ contest, except }: { contest: Contest; except?: string }) {
  const id = contest.competitionID
  const links = [
    { show: contest.can.apply, href: `/Contests/Open/${id}`, text: t.list.apply },
    { show: contest.can.staff, href: `/Contests/ListApplications/${id}`, text: t.list.applications },
    { show: contest.can.judge, href: `/Contests/JudgingContest/${id}`, text: t.list.judging },
    { show: contest.can.staff, href: `/Contests/OverviewMarks/${id}`, text: t.list.overview },
    { show: contest.can.results, href: `/Contests/Results/${id}`, text: t.list.results },
  ].filter((l) => l.show && l.href !== except)
  if (links.length === 0) return null
  return (
    <ul className="con-links" aria-label={`${t.list.actions}: ${contest.name}`}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.text}</Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * A page of one contest: its name and period above, the loading, failed and missing states, then the
 * page's own part for the loaded contest.
 */
export function ContestPage(props: {
  actor: ContestActor
  heading: string
  path: string
  children: (contest: Contest) => ReactNode
}) {
  const { actor } = props
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectLoadFailed)
  const missing = useSelector(actor, selectMissing)
  const contest = useSelector(actor, selectContest)
  return (
    <div className="page ach-page">
      <h1>{props.heading}</h1>
      {loading ? (
        <p role="status">{t.list.caption}…</p>
      ) : failed || !contest ? (
        <p role="alert">
          {missing ? t.errors.notFound : t.errors.loadFailed}{' '}
          {!missing && (
            <Button type="button" label={t.list.retry} text onClick={() => actor.send({ type: 'contest.refresh' })} />
          )}
        </p>
      ) : (
        <>
          <div className="con-title">
            <h2>{contest.name}</h2>
            <PhaseBadge phase={contest.phase} />
            <span>
              {t.list.period}: {periodText(contest)}
            </span>
          </div>
          <ContestLinks contest={contest} except={props.path} />
          {props.children(contest)}
        </>
      )}
    </div>
  )
}

/** A contest page's screen: the route's contest, its heading, and the page's own body for the loaded contest. */
export function contestScreen(
  heading: string,
  route: string,
  Body: ComponentType<{ actor: ContestActor; contest: Contest }>,
  live = false,
) {
  return function ContestScreen({ params }: ScreenProps) {
    const actor = useContestActor(params, live)
    return (
      <ContestPage actor={actor} heading={heading} path={`${route}/${params.contestID}`}>
        {(contest) => <Body actor={actor} contest={contest} />}
      </ContestPage>
    )
  }
}

/** A score in Russian digits with its decorative bar (the number is the information), or a dash. */
export function ScoreCell({ score, max }: { score: number | null; max: number }) {
  if (score === null) return <>—</>
  return (
    <span className="con-score">
      {score.toLocaleString('ru-RU')}
      <ValueBar value={score} max={max} />
    </span>
  )
}

/** The most a judge can give in a contest: the sum of the criteria's maximum marks. */
export const maxTotal = (contest: Contest) => contest.criteria.reduce((sum, c) => sum + c.maxMark, 0)

/** A contest table in its keyboard-scrollable region, named by its (visually hidden) caption. */
export function ContestTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="ach-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="ach-table con-table">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}
