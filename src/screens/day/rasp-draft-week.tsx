import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import { academicYearOf, moscowClock } from '@/lib/day-week'
import { raspManagerMachine } from '@/machines/day/rasp-manager.machine'
import { selectDraftStatus, selectLoadFailure, selectPhase, selectWeek } from '@/machines/day/rasp-manager.selectors'
import { raspDraftTexts as t } from '@/texts/ru/rasp-draft'
import { raspManagerTexts } from '@/texts/ru/rasp-manager'
import { ManagerGrid } from './rasp-manager-grid'

/**
 * /RaspManager/Team/{groupId}/draft: a group's draft of the next semester, read-only (the builder's own
 * machine, with nothing sent but the loads), with a link to build it.
 */
export function DraftWeekView({ groupID }: { groupID: number }) {
  const ref = useActorRef(raspManagerMachine, {
    input: { year: academicYearOf(moscowClock(new Date()).day), groupID, draft: true },
  })
  const phase = useSelector(ref, selectPhase)
  const week = useSelector(ref, selectWeek)
  const status = useSelector(ref, selectDraftStatus)
  const failure = useSelector(ref, selectLoadFailure)
  const failed = phase === 'optionsFailed' || phase === 'failed'
  return (
    <>
      <h1>{week ? t.draftTitle(week.group) : t.title}</h1>
      <p className="rm-intro">{t.draftIntro}</p>
      {(phase === 'options' || phase === 'loading') && <p>{raspManagerTexts.loading}</p>}
      {failed && (
        <div role="alert" className="day-failure">
          <p>
            {failure === 'forbidden' ? raspManagerTexts.forbidden : failure === 'notFound' ? t.noGroup : t.draftFailed}
          </p>
          {failure === 'failed' && (
            <Button type="button" label={raspManagerTexts.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      )}
      {week && phase === 'shown' && status && (
        <>
          <p>
            {t.semesterLine(week.semester ?? '')}
            {' · '}
            <strong>
              {status === 'published' && week.publishedAt ? t.publishedOn(week.publishedAt) : t.status[status]}
            </strong>
            {' · '}
            <Link href={`/RaspManagerNew?group=${week.groupID}`}>{t.toBuilder}</Link>
          </p>
          {status === 'none' ? (
            <p>{t.noDraftHint}</p>
          ) : (
            <>
              <p className="rm-count">{raspManagerTexts.count(week.slots.length)}</p>
              <ManagerGrid group={week.group} caption={t.gridCaption(week.group)} slots={week.slots} busy={false} />
            </>
          )}
        </>
      )}
    </>
  )
}
