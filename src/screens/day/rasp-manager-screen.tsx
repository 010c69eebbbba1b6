import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { ToggleButtons } from '@/ui/toggle-buttons'
import { Link, useSearch } from 'wouter'
import { academicYearOf, moscowClock } from '@/lib/day-week'
import { SLOT_PARITIES } from '@/lib/constants/rasp-manager'
import { paritiesMeet } from '@/lib/rasp-conflicts'
import { raspManagerMachine, type ManagerFailure, type ManagerNotice } from '@/machines/day/rasp-manager.machine'
import {
  selectBusy,
  selectDraftStatus,
  selectDraft,
  selectFilter,
  selectGroupID,
  selectLoadFailure,
  selectNotice,
  selectOptions,
  selectPhase,
  selectServerMessage,
  selectWeek,
  selectWriteFailure,
} from '@/machines/day/rasp-manager.selectors'
import { confirm } from '@/ui/confirm'
import { FilterSelect } from '@/ui/filter-select'
import { raspManagerTexts as t } from '@/texts/ru/rasp-manager'
import { raspDraftTexts } from '@/texts/ru/rasp-draft'
import { LessonDialog } from './rasp-manager-form'
import { DraftBar } from './rasp-draft-bar'
import { ManagerGrid } from './rasp-manager-grid'
import './day.css'
import './rasp-manager.css'

const writeText = (failure: ManagerFailure, message: string | null) =>
  failure === 'forbidden' ? t.forbidden : (message ?? t.saveFailed)

const noticeText = (notice: ManagerNotice) =>
  notice === 'started' || notice === 'published' ? raspDraftTexts[notice] : t[notice]

/** /RaspManager: the timetable office builds a group's week (add, change or move, delete; clashes refused). */
export default function RaspManagerScreen() {
  return <ManagerScreen drafting={false} />
}

/** /RaspManagerNew: the same grid on a group's draft of the next semester, started, built and published. */
export function RaspManagerNewScreen() {
  return <ManagerScreen drafting />
}

function ManagerScreen({ drafting }: { drafting: boolean }) {
  const groupParam = Number(new URLSearchParams(useSearch()).get('group')) || null
  const ref = useActorRef(raspManagerMachine, {
    input: { year: academicYearOf(moscowClock(new Date()).day), groupID: groupParam, draft: drafting },
  })
  const phase = useSelector(ref, selectPhase)
  const options = useSelector(ref, selectOptions)
  const groupID = useSelector(ref, selectGroupID)
  const week = useSelector(ref, selectWeek)
  const filter = useSelector(ref, selectFilter)
  const draft = useSelector(ref, selectDraft)
  const busy = useSelector(ref, selectBusy)
  const loadFailure = useSelector(ref, selectLoadFailure)
  const writeFailure = useSelector(ref, selectWriteFailure)
  const message = useSelector(ref, selectServerMessage)
  const notice = useSelector(ref, selectNotice)
  const status = useSelector(ref, selectDraftStatus)
  const slots = useMemo(
    () => (week?.slots ?? []).filter((s) => filter === 'both' || paritiesMeet(s.parity, filter)),
    [week, filter],
  )
  const editable = !drafting || status === 'draft'
  const groups = useMemo(() => (options?.groups ?? []).map((g) => ({ value: g.id, label: g.name })), [options])

  // Stable handlers: the grid (42 cells of buttons) renders again only when its lessons or busy change.
  const handlers = useMemo(
    () => ({
      onAdd: (weekday: number, pair: number) => ref.send({ type: 'lesson.add', weekday, pair }),
      onEdit: (id: number) => ref.send({ type: 'lesson.edit', id }),
      onMove: (id: number, weekday: number, pair: number) => ref.send({ type: 'lesson.move', id, weekday, pair }),
      onDelete: async (slot: { id: number; subject: string; weekday: number; pair: number }) => {
        const day = t.days[slot.weekday].toLowerCase()
        if (await confirm(t.removeConfirm(slot.subject, day, slot.pair)))
          ref.send({ type: 'lesson.delete', id: slot.id })
      },
    }),
    [ref],
  )

  return (
    <div className="page rm-page">
      <h1>{drafting ? raspDraftTexts.title : t.title}</h1>
      <p className="rm-intro">{drafting ? raspDraftTexts.intro : t.intro}</p>
      {phase === 'options' && <p>{t.loading}</p>}
      {(phase === 'optionsFailed' || phase === 'failed') && (
        <div role="alert" className="day-failure">
          <p>{loadFailure === 'forbidden' ? t.forbidden : t.failed}</p>
          <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
        </div>
      )}
      {options && (
        <div className="rm-bar">
          <FilterSelect
            label={t.group}
            options={groups}
            value={groupID}
            placeholder={t.chooseGroup}
            onChange={(value) => value !== null && ref.send({ type: 'group.select', groupID: value })}
          />
          <ToggleButtons
            label={t.weeks}
            className="rm-weeks"
            options={SLOT_PARITIES.map((p) => ({ value: p, label: t.weekFilter[p] }))}
            value={filter}
            onChange={(p) => ref.send({ type: 'weeks.filter', filter: p })}
          />
          {week && !drafting && (
            <Link href={`/Rasp/Group/${week.groupID}`} className="rm-open">
              {t.openTimetable}
            </Link>
          )}
        </div>
      )}
      <div aria-live="polite" className="rm-status">
        {notice && <p className="rm-notice">{noticeText(notice)}</p>}
        {writeFailure && !draft && (
          <p role="alert" className="rm-refused">
            {writeText(writeFailure, message)}
          </p>
        )}
      </div>
      {phase === 'loading' && <p>{t.loading}</p>}
      {week && phase === 'shown' && status && (
        <DraftBar
          week={week}
          status={status}
          busy={busy}
          onStart={(from) => ref.send({ type: 'draft.start', from })}
          onPublish={() => ref.send({ type: 'draft.publish' })}
        />
      )}
      {week && phase === 'shown' && status !== 'none' && (
        <>
          <p className="rm-count">
            {t.count(slots.length)} {editable && <span className="rm-hint">{t.dragHint}</span>}
          </p>
          <ManagerGrid
            group={week.group}
            caption={drafting ? raspDraftTexts.gridCaption(week.group) : undefined}
            slots={slots}
            busy={busy}
            edit={editable ? handlers : undefined}
          />
        </>
      )}
      {draft && options && (
        <LessonDialog
          draft={draft}
          options={options}
          busy={busy}
          error={writeFailure ? writeText(writeFailure, message) : null}
          onSave={(values) => ref.send({ type: 'lesson.save', values })}
          onCancel={() => ref.send({ type: 'form.cancel' })}
        />
      )}
    </div>
  )
}
