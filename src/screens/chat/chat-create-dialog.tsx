import { useForm, Controller } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useActorRef, useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { RadioButton } from 'primereact/radiobutton'
import { Button } from 'primereact/button'
import { createChatFormSchema, type CreateValues } from '@/api/chat'
import { chatCreateMachine } from '@/machines/chat/chat-create.machine'
import { selectCreateError, selectCreating, selectParticipants, selectQuery, selectResults, selectSearching } from '@/machines/chat/chat-create.selectors'
import { CHAT_CREATE_DIALOG_WIDTH } from '@/lib/constants/chat'
import { chatTexts as t } from '@/texts/ru/chat'
import { commonTexts } from '@/texts/ru/common'

/** The create dialog (max 440 px). Mounted while open, so each opening starts empty. */
export function ChatCreateDialog({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const actor = useActorRef(chatCreateMachine.provide({ actions: { chatCreated: () => onCreated() } }))
  const results = useSelector(actor, selectResults)
  const participants = useSelector(actor, selectParticipants)
  const error = useSelector(actor, selectCreateError)
  const busy = useSelector(actor, selectCreating)
  const searching = useSelector(actor, selectSearching)
  const text = useSelector(actor, selectQuery)
  const { register, handleSubmit, control, formState } = useForm<CreateValues>({
    resolver: valibotResolver(createChatFormSchema),
    defaultValues: { name: '', description: '', channel: false },
  })
  const submit = handleSubmit((values) => actor.send({ type: 'create.submit', values }))
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
          <Button label={t.create} onClick={submit} loading={busy} disabled={busy} type="button" />
        </div>
      }
    >
      <form className="chat-create-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>{t.name}*</span>
          <InputText {...register('name')} invalid={Boolean(formState.errors.name)} aria-invalid={Boolean(formState.errors.name)} aria-describedby="chat-name-error" disabled={busy} autoFocus />
          {formState.errors.name && (
            <small id="chat-name-error" className="form-error">
              {formState.errors.name.message}
            </small>
          )}
        </label>
        <label className="field">
          <span>{t.description}</span>
          <InputTextarea {...register('description')} rows={2} autoResize invalid={Boolean(formState.errors.description)} aria-invalid={Boolean(formState.errors.description)} disabled={busy} />
          {formState.errors.description && <small className="form-error">{formState.errors.description.message}</small>}
        </label>
        <fieldset className="chat-type">
          <legend>{t.type}</legend>
          <Controller
            name="channel"
            control={control}
            render={({ field }) => (
              <div className="chat-type-options">
                <label>
                  <RadioButton inputId="chat-type-chat" name="chat-type" checked={!field.value} onChange={() => field.onChange(false)} disabled={busy} /> {t.chat}
                </label>
                <label>
                  <RadioButton inputId="chat-type-channel" name="chat-type" checked={field.value} onChange={() => field.onChange(true)} disabled={busy} /> {t.channel}
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
            {error === 'search' ? t.searchFailed : searching ? commonTexts.loading : free.length === 0 && text.trim() !== '' ? t.nobodyFound : t.participantSearchHint}
          </small>
        </div>
        {participants.length === 0 ? (
          <p className="muted">{t.noParticipants}</p>
        ) : (
          <ul className="chat-participants" aria-label={t.participants}>
            {participants.map((p) => (
              <li key={p.idUser}>
                <span>{p.fio}</span>
                <Button type="button" icon="pi pi-times" text rounded size="small" aria-label={t.removeParticipant(p.fio)} onClick={() => actor.send({ type: 'participant.remove', idUser: p.idUser })} disabled={busy} />
              </li>
            ))}
          </ul>
        )}
        {error === 'create' && (
          <p className="form-error" role="alert">
            {t.createFailed}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}
