import { memo, type DragEvent } from 'react'
import { Button } from 'primereact/button'
import type { ManagerSlot } from '@/api/rasp-manager'
import { PAIR_TIMES, STUDY_DAYS } from '@/lib/constants/day'
import { dayTexts } from '@/texts/ru/day'
import { raspManagerTexts as t } from '@/texts/ru/rasp-manager'
import { PairRowHeader } from './timetable-view'

export interface ManagerGridProps {
  group: string
  slots: ManagerSlot[]
  busy: boolean
  /** Absent: a read-only week (/RaspManager/Team), no buttons and no dragging. */
  edit?: GridEditing
  /** The table's name when not «Неделя группы …» (a stream's week). */
  caption?: string
  /** A stream's week: each lesson names its group. */
  groupNames?: ReadonlyMap<number, string>
}

export interface GridEditing {
  onAdd: (weekday: number, pair: number) => void
  onEdit: (id: number) => void
  onDelete: (slot: ManagerSlot) => unknown
  onMove: (id: number, weekday: number, pair: number) => void
}

const DRAG_TYPE = 'application/x-rasp-lesson'
const dayName = (weekday: number) => t.days[weekday].toLowerCase()

function SlotCard({
  slot,
  busy,
  edit,
  group,
}: { slot: ManagerSlot; group?: string } & Pick<ManagerGridProps, 'busy' | 'edit'>) {
  const where = [slot.subject, dayName(slot.weekday), slot.pair] as const
  return (
    <div
      className={`day-lesson day-kind-${slot.kind} rm-lesson`}
      draggable={!busy && edit !== undefined}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(slot.id))
        e.dataTransfer.effectAllowed = 'move'
      }}
    >
      {group && <span className="rm-group">{group}</span>}
      <span className="day-subject">{slot.subject}</span>
      <span className="day-kind">{dayTexts.kinds[slot.kind]}</span>
      <span className="day-meta">
        <span>{`${dayTexts.room} ${slot.room}`}</span>
        <span>{slot.teacher}</span>
      </span>
      <span className="day-meta">
        {slot.subgroup > 0 && <span>{t.subgroup(slot.subgroup)}</span>}
        {slot.parity !== 'both' && <span className="rm-parity">{t.parity[slot.parity]}</span>}
      </span>
      {edit && (
        <span className="rm-lesson-buttons">
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            size="small"
            disabled={busy}
            aria-label={t.editLabel(...where)}
            title={t.edit}
            onClick={() => edit.onEdit(slot.id)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            size="small"
            severity="danger"
            disabled={busy}
            aria-label={t.removeLabel(...where)}
            title={t.remove}
            onClick={() => edit.onDelete(slot)}
          />
        </span>
      )}
    </div>
  )
}

/**
 * The week template of a group: pairs by rows, Monday to Saturday by columns; every cell offers «add», every
 * lesson «change or move» and «delete» (keyboard), and a lesson may be dragged to another cell (mouse).
 */
export const ManagerGrid = memo(function ManagerGrid({
  group,
  slots,
  busy,
  edit,
  caption,
  groupNames,
}: ManagerGridProps) {
  const days = Array.from({ length: STUDY_DAYS }, (_, i) => i)
  const drop = (weekday: number, pair: number) => (e: DragEvent) => {
    e.preventDefault()
    const id = Number(e.dataTransfer.getData(DRAG_TYPE))
    const slot = slots.find((s) => s.id === id)
    if (slot && (slot.weekday !== weekday || slot.pair !== pair)) edit?.onMove(id, weekday, pair)
  }
  return (
    // read-only, the scrolling box itself takes the focus (keyboard scrolling); editing, its buttons do
    <div
      className="rm-grid"
      {...(edit ? {} : { tabIndex: 0, role: 'region', 'aria-label': caption ?? t.gridCaption(group) })}
    >
      <table aria-busy={busy}>
        <caption className="sr-only">{caption ?? t.gridCaption(group)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.pair}</th>
            {days.map((d) => (
              <th scope="col" key={d}>
                {t.days[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAIR_TIMES.map((p) => (
            <tr key={p.pair}>
              <PairRowHeader {...p} />
              {days.map((d) => (
                <td
                  key={d}
                  onDragOver={(e) => {
                    if (edit && e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault()
                  }}
                  onDrop={edit && drop(d, p.pair)}
                >
                  {slots
                    .filter((s) => s.weekday === d && s.pair === p.pair)
                    .map((s) => (
                      <SlotCard key={s.id} slot={s} busy={busy} edit={edit} group={groupNames?.get(s.groupID)} />
                    ))}
                  {edit && (
                    <Button
                      type="button"
                      icon="pi pi-plus"
                      text
                      size="small"
                      className="rm-add"
                      disabled={busy}
                      aria-label={t.addLabel(dayName(d), p.pair)}
                      title={t.add}
                      onClick={() => edit.onAdd(d, p.pair)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
})
