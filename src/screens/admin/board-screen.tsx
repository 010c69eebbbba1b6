import { useMemo, useRef } from 'react'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { ScreenProps } from '@/lib/screen-props'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { cardsOfColumn } from '@/lib/boards-order'
import { boardMachine } from '@/machines/admin/board.machine'
import {
  selectBoardArchived,
  selectBoardCards,
  selectBoardLabels,
  selectBoardOwnerID,
  selectChangeFailure,
  selectChangesStored,
  selectChangingKind,
  selectLiveUpdates,
  selectRemovedFromBoard,
  selectBoardColumns,
  selectBoardLoadFailure,
  selectBoardLoading,
  selectBoardMembers,
  selectBoardName,
  selectCardSaveFailure,
  selectCardSaving,
  selectCardsSaved,
  selectCreatingColumnID,
  selectLastMove,
  selectMoveFailure,
  selectMovingCardID,
} from '@/machines/admin/board.selectors'
import type { BoardChange } from '@/api/boards-changes'
import { boardsTexts as t } from '@/texts/ru/boards'
import { BoardColumnView, moveButtonId } from './board-column'
import { CardDialog } from './board-card-dialog'
import { CardDetails } from './board-card-details'
import { MembersPanel } from './board-members-panel'
import { boardFailureText } from './boards-texts'
import './boards.css'

/** After a move the card is in another list: the focus goes back to its «Переместить» button. */
function focusMoveButton(cardID: number) {
  requestAnimationFrame(() => document.getElementById(moveButtonId(cardID))?.focus())
}

/**
 * /Boards/Board/{id}/{cardID?}: a kanban board of its members (GET /Boards/{id}; others get 403). Cards
 * move by mouse (drag and drop) and by keyboard (the card's «Переместить» menu), each move announced;
 * the card's address opens its dialog; a refused or offline move is put back with the reason.
 */
export default function BoardScreen({ params }: ScreenProps) {
  const boardID = Number(params.id)
  const [, navigate] = useLocation()
  const boardPath = `/Boards/Board/${boardID}`
  const ref = useActorRef(
    boardMachine.provide({
      actions: {
        cardMoved: (_, { cardID }) => focusMoveButton(cardID),
        cardSaved: (_, { cardID }) => {
          if (cardID !== null) navigate(boardPath)
        },
      },
    }),
    { input: { boardID } },
  )
  const loading = useSelector(ref, selectBoardLoading)
  const loadFailure = useSelector(ref, selectBoardLoadFailure)
  const name = useSelector(ref, selectBoardName)
  const archived = useSelector(ref, selectBoardArchived)
  const columns = useSelector(ref, selectBoardColumns)
  const cards = useSelector(ref, selectBoardCards)
  const members = useSelector(ref, selectBoardMembers)
  const movingCardID = useSelector(ref, selectMovingCardID)
  const lastMove = useSelector(ref, selectLastMove)
  const moveFailure = useSelector(ref, selectMoveFailure)
  const creatingColumnID = useSelector(ref, selectCreatingColumnID)
  const saving = useSelector(ref, selectCardSaving)
  const saveFailure = useSelector(ref, selectCardSaveFailure)
  const saved = useSelector(ref, selectCardsSaved)
  const labels = useSelector(ref, selectBoardLabels)
  const ownerID = useSelector(ref, selectBoardOwnerID)
  const changing = useSelector(ref, selectChangingKind)
  const changeFailure = useSelector(ref, selectChangeFailure, shallowEqual)
  const stored = useSelector(ref, selectChangesStored)
  const liveUpdates = useSelector(ref, selectLiveUpdates)
  const removed = useSelector(ref, selectRemovedFromBoard)
  const myID = SessionContext.useSelector((s) => selectUser(s)?.userID ?? null)
  const dragged = useRef<number | null>(null)
  const today = useMemo(() => new Date().toISOString().slice(0, 10), [])

  const cardID = params.cardID ? Number(params.cardID) : null
  const openCard = cardID === null ? null : (cards.find((c) => c.id === cardID) ?? null)
  const announcement = useMemo(() => {
    if (!lastMove || moveFailure) return ''
    const card = cards.find((c) => c.id === lastMove.cardID)
    const column = columns.find((c) => c.id === card?.columnID)
    if (!card || !column) return ''
    const count = cards.filter((c) => c.columnID === column.id).length
    return t.moved(card.title, column.name, card.position + 1, count)
  }, [lastMove, moveFailure, cards, columns])

  if (removed)
    return (
      <div className="page boards-page">
        <h1>{t.loadFailed}</h1>
        <Message severity="warn" role="alert" text={t.removedFromBoard} />
        <p className="boards-actions">
          <Link href="/Boards/List">{t.backToList}</Link>
        </p>
      </div>
    )
  if (loadFailure)
    return (
      <div className="page boards-page">
        <h1>{t.loadFailed}</h1>
        <Message severity="error" role="alert" text={boardFailureText(loadFailure, t.loadFailed) ?? ''} />
        <p className="boards-actions">
          <Link href="/Boards/List">{t.backToList}</Link>
          {loadFailure.code === 'network' ? (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'board.retry' })} />
          ) : null}
        </p>
      </div>
    )
  if (loading || name === null)
    return (
      <div className="page boards-page">
        <p role="status">…</p>
      </div>
    )
  const moveError = boardFailureText(moveFailure, t.moveFailed)
  const onMove = (id: number, columnID: number, position: number) =>
    ref.send({ type: 'card.move', cardID: id, columnID, position })
  const onChange = (change: BoardChange) => ref.send({ type: 'change.submit', change })
  const memberChange = changeFailure?.kind === 'member.add' || changeFailure?.kind === 'member.remove'
  return (
    <div className="page boards-page">
      <p className="boards-back">
        <Link href="/Boards/List">
          <span className="pi pi-arrow-left" aria-hidden="true" /> {t.backToList}
        </Link>
      </p>
      <h1>{name}</h1>
      {archived ? <Message severity="warn" text={t.archivedNote} /> : <p className="boards-hint">{t.dragHint}</p>}
      <p className="boards-members">
        {t.members}: {members.map((m) => m.fio).join(', ')}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {liveUpdates > 0 ? `${t.liveUpdated} (${liveUpdates})` : ''}
      </p>
      {moveError ? <Message severity="error" role="alert" text={`${t.moveFailed}. ${moveError}`} /> : null}
      {saved > 0 && !saveFailure ? (
        <p className="sr-only" role="status">
          {t.cardSaved}
        </p>
      ) : null}
      <div className="boards-columns">
        {columns.map((column) => (
          <BoardColumnView
            key={column.id}
            boardID={boardID}
            column={column}
            columns={columns}
            cards={cardsOfColumn(cards, column.id)}
            members={members}
            readOnly={archived}
            labels={labels}
            movingCardID={movingCardID}
            dragged={dragged}
            today={today}
            onMove={onMove}
            onCreate={(columnID) => ref.send({ type: 'card.create', columnID })}
          />
        ))}
      </div>
      {ownerID !== null && ownerID === myID && !archived ? (
        <MembersPanel
          boardID={boardID}
          ownerID={ownerID}
          members={members}
          busy={changing !== null}
          error={memberChange ? changeFailure.failure : null}
          onChange={onChange}
        />
      ) : null}
      {cardID !== null && !openCard ? <Message severity="warn" text={t.cardMissing} /> : null}
      {openCard ? (
        <CardDialog
          key={`card-${openCard.id}`}
          card={openCard}
          columnID={openCard.columnID}
          columns={columns}
          members={members}
          busy={saving}
          readOnly={archived}
          error={boardFailureText(saveFailure, t.saveFailed)}
          onSave={(values) => ref.send({ type: 'card.save', cardID: openCard.id, values })}
          onClose={() => navigate(boardPath)}
        >
          <CardDetails
            card={openCard}
            labels={labels}
            readOnly={archived}
            changing={changing}
            failure={changeFailure}
            stored={stored}
            onChange={onChange}
          />
        </CardDialog>
      ) : creatingColumnID !== null ? (
        <CardDialog
          key={`new-${creatingColumnID}`}
          card={null}
          columnID={creatingColumnID}
          columns={columns}
          members={members}
          busy={saving}
          readOnly={false}
          error={boardFailureText(saveFailure, t.saveFailed)}
          onSave={(values) => ref.send({ type: 'card.save', cardID: null, values })}
          onClose={() => ref.send({ type: 'card.cancel' })}
        />
      ) : null}
    </div>
  )
}
