import { Controller } from 'react-hook-form'
import { useActorRef, useSelector } from '@xstate/react'
import { Dialog } from '@/ui/dialog'
import { InputText } from 'primereact/inputtext'
import { RadioButton } from 'primereact/radiobutton'
import { Button } from 'primereact/button'
import { createChatFormSchema, type CreateValues } from '@/api/chat'
import { chatCreateMachine } from '@/machines/chat/chat-create.machine'
import {
  selectCreateError,
  selectCreating,
  selectParticipants,
  selectQuery,
  selectResults,
  selectSearching,
} from '@/machines/chat/chat-create.selectors'
import { CHAT_CREATE_DIALOG_WIDTH, CHAT_DESCRIPTION_MAX_LENGTH, CHAT_NAME_MAX_LENGTH } from '@/lib/constants/chat'
import { chatTexts as t } from '@/texts/ru/chat'
import { commonTexts } from '@/texts/ru/common'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'

const FORM_ID = 'chat-create'

/** The create dialog (max 440 px). Mounted while open, so each opening starts empty. */
export function ChatCreateDialog({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const actor = useActorRef(chatCreateMachine.provide({ actions: { chatCreated: () => onCreated() } }))
  const results = useSelector(actor, selectResults)
  const participants = useSelector(actor, selectParticipants)
  const error = useSelector(actor, selectCreateError)
  const busy = useSelector(actor, selectCreating)
  const searching = useSelector(actor, selectSearching)
  const text = useSelector(actor, selectQuery)
  const form = useAppForm(createChatFormSchema, { defaultValues: { name: '', description: '', channel: false } })
  const submit = (values: CreateValues) => actor.send({ type: 'create.submit', values })
  const free = results.filter((r) => !participants.some((p) => p.idUser === r.idUser))
  return (
    <Dialog
      header={t.createTitle}
      visible
      onHide={onClose}
      style={{ width: '95vw', maxWidth: CHAT_CREATE_DIALOG_WIDTH }}
      ariaCloseIconLabel={commonTexts.close}
      footer={
        <div className="chat-dialog-footer">
          <Button label={t.cancel} outlined onClick={onClose} type="button" />
          <Button label={t.create} type="submit" form={FORM_ID} loading={busy} disabled={busy} />
        </div>
      }
    >
      <AppForm
        form={form}
        onSubmit={submit}
        busy={busy}
        error={error === 'create' ? t.createFailed : null}
        id={FORM_ID}
        className="chat-create-form"
      >
        <TextField name="name" label={t.name} required maxLength={CHAT_NAME_MAX_LENGTH} />
        <TextAreaField name="description" label={t.description} rows={2} maxLength={CHAT_DESCRIPTION_MAX_LENGTH} />
        <fieldset className="chat-type">
          <legend>{t.type}</legend>
          <Controller
            name="channel"
            control={form.control}
            render={({ field }) => (
              <div className="chat-type-options">
                <label>
                  <RadioButton
                    inputId="chat-type-chat"
                    name="chat-type"
                    checked={!field.value}
                    onChange={() => field.onChange(false)}
                    disabled={busy}
                  />{' '}
                  {t.chat}
                </label>
                <label>
                  <RadioButton
                    inputId="chat-type-channel"
                    name="chat-type"
                    checked={field.value}
                    onChange={() => field.onChange(true)}
                    disabled={busy}
                  />{' '}
                  {t.channel}
                </label>
              </div>
            )}
          />
        </fieldset>
        <div className="field">
          <label htmlFor="chat-participant-search">
            <span>{t.participants}</span>
          </label>
          <InputText
            id="chat-participant-search"
            value={text}
            placeholder={t.participantSearch}
            aria-label={t.participantSearch}
            autoComplete="off"
            onChange={(e) => actor.send({ type: 'search.change', text: e.target.value })}
            disabled={busy}
            className="w-full"
            aria-describedby="chat-participant-status"
          />
          {free.length > 0 && text.trim() !== '' && (
            <ul className="chat-found" aria-label={t.found}>
              {free.map((p) => (
                <li key={p.idUser}>
                  <button
                    type="button"
                    className="chat-found-item"
                    onClick={() => {
                      actor.send({ type: 'participant.add', person: p })
                      actor.send({ type: 'search.change', text: '' })
                    }}
                  >
                    <i className="pi pi-user-plus" aria-hidden="true" /> {p.fio}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <small id="chat-participant-status" className="muted" aria-live="polite">
            {error === 'search'
              ? t.searchFailed
              : searching
                ? commonTexts.loading
                : free.length === 0 && text.trim() !== ''
                  ? t.nobodyFound
                  : t.participantSearchHint}
          </small>
        </div>
        {participants.length === 0 ? (
          <p className="muted">{t.noParticipants}</p>
        ) : (
          <ul className="chat-participants" aria-label={t.participants}>
            {participants.map((p) => (
              <li key={p.idUser}>
                <span>{p.fio}</span>
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  aria-label={t.removeParticipant(p.fio)}
                  onClick={() => actor.send({ type: 'participant.remove', idUser: p.idUser })}
                  disabled={busy}
                />
              </li>
            ))}
          </ul>
        )}
        <button type="submit" hidden />
      </AppForm>
    </Dialog>
  )
}
