import { useSelector } from '@xstate/react'
import type { Contest } from '@/api/contests'
import { selectApplications, selectJudgeTotals } from '@/machines/achieve/contest.selectors'
import { formatRuDateTime } from '@/lib/dates'
import { formatFileSize } from '@/lib/file-size'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { ContestTable, ScoreCell, contestScreen, maxTotal, type ContestActor } from './contest-parts'

const t = contestTexts.apps

function ApplicationsBody({ actor, contest }: { actor: ContestActor; contest: Contest }) {
  const apps = useSelector(actor, selectApplications)
  if (apps.length === 0) return <p>{t.none}</p>
  return (
    <ContestTable caption={t.caption}>
      <thead>
        <tr>
          <th scope="col">{t.number}</th>
          <th scope="col">{t.participant}</th>
          <th scope="col">{t.group}</th>
          <th scope="col">{t.title}</th>
          <th scope="col">{t.submitted}</th>
          <th scope="col">{t.files}</th>
          <th scope="col">{t.judges}</th>
          <th scope="col">{t.score}</th>
        </tr>
      </thead>
      <tbody>
        {apps.map((app, i) => (
          <tr key={app.id}>
            <td>{i + 1}</td>
            <td>{app.studentName}</td>
            <td>{app.groupName}</td>
            <td>{app.title}</td>
            <td>{formatRuDateTime(app.submittedAt)}</td>
            <td>{app.files.map((f) => `${f.name} (${formatFileSize(f.size)})`).join(', ')}</td>
            <td>{fillText(t.of, { n: app.judged, m: contest.jury.length })}</td>
            <td>{app.score === null ? '—' : app.score.toLocaleString('ru-RU')}</td>
          </tr>
        ))}
      </tbody>
    </ContestTable>
  )
}

/** /Contests/ListApplications/{contestID}: every application of the contest for its staff. */
export default contestScreen(t.heading, '/Contests/ListApplications', ApplicationsBody)

function OverviewBody({ actor, contest }: { actor: ContestActor; contest: Contest }) {
  const apps = useSelector(actor, selectApplications)
  const totals = useSelector(actor, selectJudgeTotals)
  if (apps.length === 0) return <p>{t.none}</p>
  const max = maxTotal(contest)
  return (
    <ContestTable caption={contestTexts.list.overview}>
      <thead>
        <tr>
          <th scope="col">{t.title}</th>
          {contest.jury.map((j) => (
            <th scope="col" key={j}>
              {j}
            </th>
          ))}
          <th scope="col">{t.score}</th>
        </tr>
      </thead>
      <tbody>
        {apps.map((app) => (
          <tr key={app.id}>
            <th scope="row">
              {app.title}
              <div className="con-muted">{app.studentName}</div>
            </th>
            {contest.jury.map((j) => {
              const total = totals.find((x) => x.applicationID === app.id && x.judge === j)?.total
              return <td key={j}>{total ?? '—'}</td>
            })}
            <td>
              <ScoreCell score={app.score} max={max} />
            </td>
          </tr>
        ))}
      </tbody>
    </ContestTable>
  )
}

/**
 * /Contests/OverviewMarks/{contestID}: each judge's total of each application and the mean, for the organisers;
 * live: a judge's saved marks update it over the realtime channel, without a reload.
 */
export const ContestOverviewScreen = contestScreen(
  contestTexts.list.overview,
  '/Contests/OverviewMarks',
  OverviewBody,
  true,
)
