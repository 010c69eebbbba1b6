import { Button } from 'primereact/button'
import { roomFormSchema, type RoomCandidate, type RoomForm, type RoomFormInput } from '@/api/video-rooms'
import { ROOM_TITLE_MAX } from '@/lib/constants/video-rooms'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { videoRoomsTexts as t } from '@/texts/ru/video-rooms'

const EMPTY: RoomFormInput = { title: '', date: null, time: '', participantIDs: [] }

/** An organiser's new room: title, date, time, participants (POST /VideoConference/Rooms); a refusal keeps the values. */
export function RoomCreateForm(props: {
  candidates: RoomCandidate[]
  busy: boolean
  error: string | null
  onSubmit: (values: RoomForm) => void
  onCancel: () => void
}) {
  const form = useAppForm(roomFormSchema, { defaultValues: EMPTY })
  return (
    <AppForm
      form={form}
      busy={props.busy}
      error={props.error}
      label={t.createTitle}
      className="admin-form admin-form-card"
      onSubmit={props.onSubmit}
    >
      <TextField name="title" label={t.roomName} required maxLength={ROOM_TITLE_MAX} />
      <DateFormField name="date" label={t.date} required />
      <TextField name="time" label={t.time} required maxLength={5} inputMode="numeric" placeholder="14:30" />
      <MultiSelectField name="participantIDs" label={t.participants} required options={props.candidates} filter />
      <div className="admin-actions">
        <SubmitButton label={t.createSubmit} icon="pi pi-video" />
        <Button type="button" label={t.cancel} outlined disabled={props.busy} onClick={props.onCancel} />
      </div>
    </AppForm>
  )
}
