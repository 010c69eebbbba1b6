import { stageStates, type AppStatus, type Application } from '@/api/achieve-applications'
import { formatRuDateTime } from '@/lib/dates'
import { achieveTexts } from '@/texts/ru/achieve'

const t = achieveTexts.app

/** An application's status as a coloured label; the word is the information, the colour only decoration. */
export function AppStatusBadge({ status }: { status: AppStatus }) {
  return <span className={`ach-status ach-status-${status}`}>{t.statuses[status]}</span>
}

/** The route of stages the application passes, each with how it stands and when it was decided. */
export function AppStages({ app }: { app: Application }) {
  const states = stageStates(app)
  const decidedAt = (i: number) =>
    [...app.history].reverse().find((h) => h.stage === app.stages[i] && h.action !== 'resubmitted')?.at
  return (
    <ol className="ach-stages" aria-label={`${t.steps}: ${t.number} ${app.id}`}>
      {app.stages.map((stage, i) => {
        const at = states[i] === 'waiting' || states[i] === 'current' ? undefined : decidedAt(i)
        return (
          <li key={stage} aria-current={states[i] === 'current' ? 'step' : undefined}>
            <span className="ach-stage-name">
              {i + 1}. {t.stages[stage]}
            </span>
            <span className={`ach-status ach-status-${states[i]}`}>{t.stageStates[states[i]]}</span>
            {at && <span className="ach-step-date"> {formatRuDateTime(at)}</span>}
          </li>
        )
      })}
    </ol>
  )
}
