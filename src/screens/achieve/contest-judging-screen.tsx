import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import {
  contestMarksFormSchema,
  type Contest,
  type ContestApplication,
  type ContestMark,
  type ContestMarksForm,
} from '@/api/contests'
import {
  selectApplications,
  selectBusy,
  selectDone,
  selectError,
  selectMarkedID,
  selectMyMarks,
} from '@/machines/achieve/contest.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { NumberField } from '@/ui/form/number-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { contestScreen, type ContestActor } from './contest-parts'
import { contestErrorText } from './contest-error-text'

const t = contestTexts.judging

/** One application with the judge's marks by every criterion (each 0…its maximum). */
function MarkCard(props: {
  actor: ContestActor
  contest: Contest
  app: ContestApplication
  marks: ContestMark[]
  index: number
}) {
  const { actor, contest, app, marks } = props
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const done = useSelector(actor, selectDone)
  const markedID = useSelector(actor, selectMarkedID)
  const schema = useMemo(() => contestMarksFormSchema(contest.criteria), [contest.criteria])
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        contest.criteria.map((c) => [`m${c.id}`, marks.find((m) => m.criterionID === c.id)?.mark ?? null]),
      ),
    [contest.criteria, marks],
  )
  const form = useAppForm(schema, { defaultValues })
  const mine = markedID === app.id
  const headingID = `con-app-${app.id}`
  const total = marks.reduce((sum, m) => sum + m.mark, 0)
  return (
    <section className="ach-card con-app" aria-labelledby={headingID}>
      <h3 id={headingID}>
        {props.index}. {app.title}
      </h3>
      <p>
        {app.studentName}, {app.groupName} ·{' '}
        <span className="con-muted">{marks.length > 0 ? `${t.marked}: ${t.total} ${total}` : t.notMarked}</span>
      </p>
      <p className="con-muted">{app.summary}</p>
      <AppForm
        form={form}
        onSubmit={(values) =>
          actor.send({
            type: 'marks.save',
            body: {
              applicationID: app.id,
              marks: contest.criteria.map((c) => ({
                criterionID: c.id,
                mark: (values as ContestMarksForm)[`m${c.id}`]!,
              })),
            },
          })
        }
        busy={busy && mine}
        error={mine ? contestErrorText(error) : null}
      >
        {/* No clamping min/max: a mark out of range is named by the schema's message, not silently changed. */}
        <div className="con-marks-grid">
          {contest.criteria.map((c) => (
            <NumberField
              key={c.id}
              name={`m${c.id}`}
              label={fillText(t.markOf, { criterion: c.name, max: c.maxMark })}
              required
            />
          ))}
        </div>
        <SubmitButton label={t.save} icon="pi pi-check" />
      </AppForm>
      <p role="status" className="ach-saved">
        {mine && done === 'marked' ? t.saved : ''}
      </p>
    </section>
  )
}

function JudgingBody({ actor, contest }: { actor: ContestActor; contest: Contest }) {
  const apps = useSelector(actor, selectApplications)
  const myMarks = useSelector(actor, selectMyMarks)
  if (!contest.can.judge) return <p role="alert">{t.notJury}</p>
  if (apps.length === 0) return <p>{t.none}</p>
  return (
    <>
      {apps.map((app, i) => {
        const marks = myMarks.filter((m) => m.applicationID === app.id)
        // A new key once the saved marks change, so the form starts from what the server now holds.
        const version = marks.map((m) => `${m.criterionID}:${m.mark}`).join(',')
        return (
          <MarkCard
            key={`${app.id}-${version}`}
            actor={actor}
            contest={contest}
            app={app}
            marks={marks}
            index={i + 1}
          />
        )
      })}
    </>
  )
}

/** /Contests/JudgingContest/{contestID}: a jury member marks each application by the criteria (range checked). */
export default contestScreen(t.heading, '/Contests/JudgingContest', JudgingBody)
