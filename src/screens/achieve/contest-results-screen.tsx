import { useSelector } from '@xstate/react'
import type { Contest } from '@/api/contests'
import { selectResults } from '@/machines/achieve/contest.selectors'
import { contestTexts } from '@/texts/ru/contests'
import { ContestTable, ScoreCell, contestScreen, maxTotal, type ContestActor } from './contest-parts'

const t = contestTexts.results
const a = contestTexts.apps

function ResultsBody({ actor, contest }: { actor: ContestActor; contest: Contest }) {
  const results = useSelector(actor, selectResults)
  if (!results) return <p>{t.hidden}</p>
  if (results.every((r) => r.place === null)) return <p>{t.none}</p>
  const max = maxTotal(contest)
  return (
    <ContestTable caption={t.caption}>
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
            <td>{r.score !== null && <ScoreCell score={r.score} max={max} />}</td>
          </tr>
        ))}
      </tbody>
    </ContestTable>
  )
}

/** /Contests/Results/{contestID}: the ranking by the judges' mean totals; equal scores share a place. */
export default contestScreen(t.heading, '/Contests/Results', ResultsBody)
