import { useState, type DragEvent, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { BoardCard, BoardColumn as Column, BoardLabel, BoardMember } from '@/api/boards'
import { formatRuDate } from '@/lib/dates'
import { boardsTexts as t } from '@/texts/ru/boards'
import { LabelChip } from './board-label-chip'

/** Where a card is asked to go: its column and position (0 = top). */
export type MoveRequest = (cardID: number, columnID: number, position: number) => void

export interface BoardColumnProps {
  boardID: number
  column: Column
  columns: readonly Column[]
  cards: readonly BoardCard[]
  members: readonly BoardMember[]
  labels: readonly BoardLabel[]
  readOnly: boolean
  movingCardID: number | null
  /** The card the mouse is dragging (kept by the board: a drop may land in another column). */
  dragged: { current: number | null }
  today: string
  onMove: MoveRequest
  onCreate: (columnID: number) => void
}

export const moveButtonId = (cardID: number) => `board-card-move-${cardID}`

function CardItem(props: BoardColumnProps & { card: BoardCard; index: number }) {
  const { card, column, columns, cards, index, readOnly } = props
  const [menuOpen, setMenuOpen] = useState(false)
  const assignee = props.members.find((m) => m.userID === card.assigneeID)?.fio ?? t.noAssignee
  const overdue = card.due !== null && card.due < props.today && column.position < columns.length - 1
  const targets = [
    ...columns
      .filter((c) => c.id !== column.id)
      .map((c) => ({ label: t.moveTo(c.name), columnID: c.id, position: Number.MAX_SAFE_INTEGER })),
    ...(index > 0 ? [{ label: t.moveUp, columnID: column.id, position: index - 1 }] : []),
    ...(index < cards.length - 1 ? [{ label: t.moveDown, columnID: column.id, position: index + 1 }] : []),
  ]
  const menuId = `board-card-menu-${card.id}`
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setMenuOpen(false)
      document.getElementById(moveButtonId(card.id))?.focus()
    }
  }
  const onDragStart = (e: DragEvent) => {
    props.dragged.current = card.id
    e.dataTransfer.effectAllowed = 'move'
    e.dataTransfer.setData('text/plain', String(card.id))
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    e.stopPropagation()
    const id = props.dragged.current
    props.dragged.current = null
    if (id !== null && id !== card.id) props.onMove(id, column.id, index)
  }
  return (
    <li
      className="boards-card"
      draggable={!readOnly}
      onDragStart={readOnly ? undefined : onDragStart}
      onDragOver={readOnly ? undefined : (e) => e.preventDefault()}
      onDrop={readOnly ? undefined : onDrop}
      aria-busy={props.movingCardID === card.id || undefined}
      data-card-id={card.id}
    >
      <Link
        href={`/Boards/Board/${props.boardID}/${card.id}`}
        className="boards-card-open"
        aria-label={t.openCard(card.title)}
      >
        {card.title}
      </Link>
      {card.labelIDs.length ? (
        <p className="boards-labels">
          {props.labels
            .filter((l) => card.labelIDs.includes(l.id))
            .map((l) => (
              <LabelChip key={l.id} label={l} />
            ))}
        </p>
      ) : null}
      <p className="boards-card-meta">
        {t.assignee}: {assignee}
        {card.due ? (
          <>
            <br />
            {t.due}: {formatRuDate(card.due)}
            {overdue ? <span className="boards-overdue"> ({t.overdue})</span> : null}
          </>
        ) : null}
        {card.checklist.length ? (
          <>
            <br />
            {t.checklist}: {t.checklistDone(card.checklist.filter((i) => i.done).length, card.checklist.length)}
          </>
        ) : null}
        {card.comments.length ? (
          <>
            <br />
            {t.commentsCount(card.comments.length)}
          </>
        ) : null}
        {card.files.length ? (
          <>
            <br />
            {t.filesCount(card.files.length)}
          </>
        ) : null}
      </p>
      {readOnly ? null : (
        <>
          <Button
            id={moveButtonId(card.id)}
            type="button"
            className="p-button-text p-button-sm"
            icon="pi pi-arrows-alt"
            label={t.move}
            aria-label={t.moveCard(card.title)}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          />
          {menuOpen ? (
            <ul id={menuId} className="boards-move-menu" aria-label={t.moveCard(card.title)} onKeyDown={onMenuKey}>
              {targets.map((target, i) => (
                <li key={target.label}>
                  <Button
                    type="button"
                    className="p-button-outlined p-button-sm"
                    label={target.label}
                    autoFocus={i === 0}
                    onClick={() => {
                      setMenuOpen(false)
                      props.onMove(card.id, target.columnID, target.position)
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </li>
  )
}

/** One column of the board: its cards top to bottom; a drop on the column's free space puts the card last. */
export function BoardColumnView(props: BoardColumnProps) {
  const { column, cards, readOnly } = props
  const headingId = `board-column-${column.id}`
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    const id = props.dragged.current
    props.dragged.current = null
    if (id !== null) props.onMove(id, column.id, Number.MAX_SAFE_INTEGER)
  }
  return (
    <section
      className="boards-column"
      aria-labelledby={headingId}
      onDragOver={readOnly ? undefined : (e) => e.preventDefault()}
      onDrop={readOnly ? undefined : onDrop}
      data-column-id={column.id}
    >
      <h2 id={headingId} aria-label={t.column(column.name, cards.length)}>
        {column.name} <span className="boards-count">{cards.length}</span>
      </h2>
      {cards.length ? (
        <ul className="boards-cards" aria-labelledby={headingId}>
          {cards.map((card, index) => (
            <CardItem key={card.id} {...props} card={card} index={index} />
          ))}
        </ul>
      ) : (
        <p className="boards-empty">{t.emptyColumn}</p>
      )}
      {readOnly ? null : (
        <Button
          type="button"
          className="p-button-text p-button-sm boards-add"
          icon="pi pi-plus"
          label={t.addCard}
          aria-label={t.addCardTo(column.name)}
          onClick={() => props.onCreate(column.id)}
        />
      )}
    </section>
  )
}
