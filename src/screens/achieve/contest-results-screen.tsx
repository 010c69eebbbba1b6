import { useSelector } from '@xstate/react'
import type { Contest } from '@/api/contests'
import { selectResults } from '@/machines/achieve/contest.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { ValueBar } from '@/ui/value-bar'
import { contestTexts } from '@/texts/ru/contests'
import { ContestPage, useContestActor, type ContestActor } from './contest-parts'

const t = contestTexts.results
const a = contestTexts.apps

function ResultsBody({ actor, contest }: { actor: ContestActor; contest: Contest }) {
  const results = useSelector(actor, selectResults)
  if (!results) return <p>{t.hidden}</p>
  if (results.every((r) => r.place === null)) return <p>{t.none}</p>
  const max = contest.criteria.reduce((sum, c) => sum + c.maxMark, 0)
  return (
    <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.caption}>
      <table className="ach-table con-table">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.place}</th>
            <th scope="col">{a.participant}</th>
            <th scope="col">{a.group}</th>
            <th scope="col">{a.title}</th>
            <th scope="col">{t.score}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.applicationID}>
              <td>{r.place === null ? t.noPlace : r.tied ? `${r.place} (${t.tie})` : r.place}</td>
              <td>{r.studentName}</td>
              <td>{r.groupName}</td>
              <td>{r.title}</td>
              <td>
                {r.score !== null && (
                  <span className="con-score">
                    {r.score.toLocaleString('ru-RU')}
                    <ValueBar value={r.score} max={max} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** /Contests/Results/{contestID}: the ranking by the judges' mean totals; equal scores share a place. */
export default function ContestResultsScreen({ params }: ScreenProps) {
  const actor = useContestActor(params)
  return (
    <ContestPage actor={actor} heading={t.heading} path={`/Contests/Results/${params.contestID}`}>
      {(contest) => <ResultsBody actor={actor} contest={contest} />}
    </ContestPage>
  )
}
