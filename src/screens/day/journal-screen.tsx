import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { ScreenProps } from '@/lib/screen-props'
import { journalMachine } from '@/machines/day/journal.machine'
import {
  selectCellValues,
  selectJournal,
  selectJournalFailure,
  selectJournalLoading,
  selectLastSaved,
  selectSaveFailure,
  selectSaving,
  selectServerMessage,
} from '@/machines/day/journal.selectors'
import { journalTexts } from '@/texts/ru/journal'
import { JournalGrid } from './journal-grid'
import './day.css'
import './journal.css'

const t = journalTexts.journal

function JournalView({ journalID }: { journalID: number }) {
  const ref = useActorRef(journalMachine, { input: { journalID } })
  const loading = useSelector(ref, selectJournalLoading)
  const failure = useSelector(ref, selectJournalFailure)
  const journal = useSelector(ref, selectJournal)
  const values = useSelector(ref, selectCellValues)
  const saving = useSelector(ref, selectSaving)
  const saveFailure = useSelector(ref, selectSaveFailure)
  const serverMessage = useSelector(ref, selectServerMessage)
  const lastSaved = useSelector(ref, selectLastSaved)
  if (failure)
    return (
      <>
        <h1>{t.title}</h1>
        <div role="alert" className="day-failure">
          <p>{journalTexts.failures[failure]}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      </>
    )
  if (loading || !journal)
    return (
      <>
        <h1>{t.title}</h1>
        <p role="status">{t.loading}</p>
      </>
    )
  return (
    <>
      <h1>{t.heading(journal.discipline, journal.group)}</h1>
      <dl className="zach-facts" aria-label={t.facts}>
        <div>
          <dt>{journalTexts.list.kind}</dt>
          <dd>{journal.kind}</dd>
        </div>
        <div>
          <dt>{journalTexts.list.control}</dt>
          <dd>{journalTexts.controls[journal.control]}</dd>
        </div>
        <div>
          <dt>{journalTexts.list.teacher}</dt>
          <dd>{journal.teacher}</dd>
        </div>
        <div>
          <dt>{journalTexts.list.semester}</dt>
          <dd>{journal.semester}</dd>
        </div>
        <div>
          <dt>{journalTexts.list.group}</dt>
          <dd>
            <Link href={`/PersonalGroupKab/${journal.groupID}`}>{journal.group}</Link>
          </dd>
        </div>
      </dl>
      <p id="journal-help" className="journal-help">
        {journal.canEdit ? t.help[journal.control] : journal.students.length === 1 ? t.readOnly : t.viewOnly}
      </p>
      <p role="status" className="journal-status">
        {saving ? t.saving : lastSaved && !saveFailure ? t.saved : ''}
      </p>
      {saveFailure && (
        <p role="alert" className="journal-error">
          {serverMessage ?? journalTexts.failures[saveFailure]}
        </p>
      )}
      <JournalGrid
        journal={journal}
        values={values}
        onSave={(studentID, date, value) => ref.send({ type: 'cell.save', studentID, date, value })}
      />
    </>
  )
}

/** /Journals/Journal/{journalID}/{typeView?}: the class journal of a group and discipline. */
export default function JournalScreen({ params }: ScreenProps) {
  const raw = params.journalID ?? ''
  const journalID = /^[1-9]\d*$/.test(raw) ? Number(raw) : null
  return (
    <div className="page journal-page">
      {journalID === null ? (
        <div role="alert" className="day-failure">
          <p>{journalTexts.failures.badRequest}</p>
        </div>
      ) : (
        <JournalView key={journalID} journalID={journalID} />
      )}
    </div>
  )
}
