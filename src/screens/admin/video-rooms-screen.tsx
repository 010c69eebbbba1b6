import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useSearch } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { roomLinkSchema, ROOM_ORGANISERS } from '@/api/video-rooms'
import { ROOM_LINK_MAX } from '@/lib/constants/video-rooms'
import { hasRole } from '@/lib/roles'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { videoRoomsMachine } from '@/machines/admin/video-rooms.machine'
import { roomJoinMachine } from '@/machines/admin/room-join.machine'
import {
  selectCreatedRoom,
  selectJoinChecking,
  selectJoinFailure,
  selectJoinFormKey,
  selectJoinLink,
  selectJoinRoom,
  selectRoomCandidates,
  selectRoomCreateFailure,
  selectRoomCreating,
  selectRooms,
  selectRoomsLoadFailure,
  selectRoomsLoading,
} from '@/machines/admin/video-rooms.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { videoRoomsTexts as t } from '@/texts/ru/video-rooms'
import { failureText } from './feedback-texts'
import { RoomCard, RoomsTable } from './room-parts'
import { RoomCreateForm } from './room-create-form'
import './admin.css'
import './boards.css'

type JoinRef = ReturnType<typeof useActorRef<typeof roomJoinMachine>>

/** The join page: a link form (?link= fills and checks it), the server's verdict, the room with «Подключиться». */
function JoinView({ joinRef }: { joinRef: JoinRef }) {
  const checking = useSelector(joinRef, selectJoinChecking)
  const room = useSelector(joinRef, selectJoinRoom)
  const failure = useSelector(joinRef, selectJoinFailure)
  const link = useSelector(joinRef, selectJoinLink)
  const formKey = useSelector(joinRef, selectJoinFormKey)
  return (
    <section aria-labelledby="video-join-title">
      <h2 id="video-join-title" className="admin-subtitle">
        {t.joinTitle}
      </h2>
      <LinkForm
        key={formKey}
        link={link}
        busy={checking}
        error={failureText(failure, t.checkFailed)}
        onSubmit={(value) => joinRef.send({ type: 'link.check', link: value, fromForm: true })}
      />
      <p className="sr-only" role="status">
        {checking ? t.checking : room ? t.roomTitle(room.title) : ''}
      </p>
      {room ? <RoomCard room={room} /> : null}
    </section>
  )
}

function LinkForm(props: { link: string; busy: boolean; error: string | null; onSubmit: (link: string) => void }) {
  const form = useAppForm(roomLinkSchema, { defaultValues: { link: props.link } })
  return (
    <AppForm
      form={form}
      busy={props.busy}
      error={props.error}
      label={t.joinTitle}
      className="admin-form"
      onSubmit={(values) => props.onSubmit(values.link)}
    >
      <TextField name="link" label={t.link} type="url" hint={t.linkHint} required maxLength={ROOM_LINK_MAX} />
      <div className="admin-actions">
        <SubmitButton label={t.check} icon="pi pi-search" />
      </div>
    </AppForm>
  )
}

/**
 * /VideoConference/Room: my rooms (GET /VideoConference/Rooms), the join page for a conference link
 * (GET /VideoConference/Room?link=), and for organisers a new room (POST /VideoConference/Rooms).
 */
export default function VideoRoomsScreen() {
  const roles = SessionContext.useSelector(selectRoles)
  const organiser = hasRole(roles, ...ROOM_ORGANISERS)
  const initialLink = new URLSearchParams(useSearch()).get('link')
  const ref = useActorRef(videoRoomsMachine, { input: { organiser } })
  const joinRef = useActorRef(roomJoinMachine, { input: { link: initialLink } })
  const rooms = useSelector(ref, selectRooms)
  const candidates = useSelector(ref, selectRoomCandidates)
  const loading = useSelector(ref, selectRoomsLoading)
  const loadFailure = useSelector(ref, selectRoomsLoadFailure)
  const creating = useSelector(ref, selectRoomCreating)
  const createFailure = useSelector(ref, selectRoomCreateFailure)
  const created = useSelector(ref, selectCreatedRoom)
  // Whether the new-room form is unfolded: purely visual; it folds once the machine reports the room created.
  const [formOpenFor, setFormOpenFor] = useState<number | null | undefined>(undefined)
  const formOpen = formOpenFor !== undefined && formOpenFor === (created?.id ?? null)
  return (
    <div className="page admin-page">
      <h1>{t.title}</h1>
      <p className="admin-intro">{t.intro}</p>
      <p className="sr-only" role="status">
        {created ? t.created(created.title) : ''}
      </p>
      <JoinView joinRef={joinRef} />
      <h2 className="admin-subtitle">{t.listTitle}</h2>
      {loadFailure ? (
        <div className="boards-actions">
          <Message severity="error" role="alert" text={t.loadFailed} />
          <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'list.retry' })} />
        </div>
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : (
        <RoomsTable rooms={rooms} onOpen={(room) => joinRef.send({ type: 'link.check', link: room.link })} />
      )}
      {organiser && !loading && !loadFailure ? (
        formOpen ? (
          <RoomCreateForm
            candidates={candidates}
            busy={creating}
            error={failureText(createFailure, t.createFailed)}
            onSubmit={(values) => ref.send({ type: 'room.create', values })}
            onCancel={() => setFormOpenFor(undefined)}
          />
        ) : (
          <p>
            <Button
              type="button"
              label={t.create}
              icon="pi pi-plus"
              outlined
              onClick={() => setFormOpenFor(created?.id ?? null)}
            />
          </p>
        )
      ) : null}
    </div>
  )
}
