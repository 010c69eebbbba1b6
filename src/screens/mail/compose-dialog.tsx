import { useEffect, useId, useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { composeSchema } from '@/api/mail-compose'
import { composeMachine, type ComposeInput, type ComposeRef } from '@/machines/mail/compose.machine'
import {
  selectDefaults,
  selectFiles,
  selectFormats,
  selectFormKey,
  selectIsSending,
  selectLimits,
  selectMayCompose,
  selectParentID,
  selectPhase,
  selectProblems,
  selectSendError,
  selectServerMessage,
  selectTotalBytes,
} from '@/machines/mail/compose.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { FilePicker } from '@/ui/form/file-picker'
import { TextField } from '@/ui/form/text-field'
import { MAIL_MAX_TOTAL_BYTES } from '@/lib/constants/mail'
import { formatSize, mailTexts as t } from '@/texts/ru/mail'
import { RecipientFields } from './compose-recipient'
import { BodyEditor } from './body-editor'
import { UploadProgress } from './upload-progress'
import './mail.css'

/** Effects the host supplies (notifications, navigation, the snackbar that outlives the dialog). */
export interface ComposeActions {
  notifySent: () => void
  navigateToSent: () => void
  showSendFailed: () => void
  notifyUploadFailed: (fileName: string) => void
}

export default function ComposeDialog({
  actions,
  input,
  onClosed,
}: {
  actions: ComposeActions
  input: ComposeInput
  onClosed: () => void
}) {
  const machine = useMemo(
    () =>
      composeMachine.provide({
        actions: {
          notifySent: () => actions.notifySent(),
          navigateToSent: () => actions.navigateToSent(),
          showSendFailed: () => actions.showSendFailed(),
          notifyUploadFailed: (_: unknown, params: { fileName: string }) => actions.notifyUploadFailed(params.fileName),
        },
      }),
    [actions],
  )
  const actor = useActorRef(machine, { input })
  const phase = useSelector(actor, selectPhase)
  const sending = useSelector(actor, selectIsSending)
  const parentID = useSelector(actor, selectParentID)
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') onClosed()
    })
    return () => sub.unsubscribe()
  }, [actor, onClosed])
  const busy = sending || phase === 'refused'
  return (
    <Dialog
      visible
      header={parentID ? t.replyTitle : t.composeTitle}
      onHide={() => actor.send({ type: 'dialog.close' })}
      closable={!busy}
      closeOnEscape={!busy}
      dismissableMask={false}
      className="mail-compose"
      style={{ width: 'min(760px, 100vw)' }}
      breakpoints={{ '640px': '100vw' }}
      closeIcon="pi pi-times"
      ariaCloseIconLabel={t.close}
    >
      {phase === 'loading' && <p role="status">{t.loadingForm}</p>}
      {phase === 'loadFailed' && (
        <div role="alert" className="mail-error">
          <p>{t.formFailed}</p>
          <Button type="button" outlined label={t.uploadRetry} onClick={() => actor.send({ type: 'setup.retry' })} />
        </div>
      )}
      {phase !== 'loading' && phase !== 'loadFailed' && <ComposeForm actor={actor} />}
    </Dialog>
  )
}

/** The form, remounted with the machine's defaults whenever the machine resets it (state -2). */
function ComposeForm({ actor }: { actor: ComposeRef }) {
  const formKey = useSelector(actor, selectFormKey)
  return <ComposeFields key={formKey} actor={actor} />
}

function ComposeFields({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const formId = `compose${id.replace(/[^a-zA-Z0-9_-]/g, '')}`
  const phase = useSelector(actor, selectPhase)
  const limits = useSelector(actor, selectLimits)
  const defaults = useSelector(actor, selectDefaults)
  const mayCompose = useSelector(actor, selectMayCompose)
  const sending = useSelector(actor, selectIsSending)
  const sendError = useSelector(actor, selectSendError)
  const serverMessage = useSelector(actor, selectServerMessage)
  const schema = useMemo(() => composeSchema(limits), [limits])
  // 'all': the schema's cross-field rules (recipient, group, selections) run even while the subject is empty
  const form = useAppForm(schema, { defaultValues: defaults, criteriaMode: 'all' })
  const valid = form.formState.isValid
  const edited = () => actor.send({ type: 'form.edit' })
  const error = !sendError
    ? null
    : sendError === 'forbidden'
      ? t.forbidden
      : sendError === 'invalid' && serverMessage
        ? serverMessage
        : t.sendError
  return (
    <div className="mail-form">
      <AppForm
        form={form}
        id={formId}
        className="mail-fields"
        busy={phase !== 'editing'}
        error={error}
        onSubmit={(values) => actor.send({ type: 'mail.send', values })}
      >
        <RecipientFields actor={actor} onEdit={edited} />
        <TextField name="theme" label={t.subjectLabel} maxLength={limits.subject} stopAtMax onValueChange={edited} />
        <BodyEditor max={limits.body} />
        <Attachments actor={actor} disabled={phase !== 'editing'} />
      </AppForm>
      <UploadProgress actor={actor} />
      <div className="mail-form-actions">
        {phase === 'uploadFailed' ? (
          <>
            <Button
              type="button"
              outlined
              label={t.uploadGiveUp}
              onClick={() => actor.send({ type: 'dialog.close' })}
            />
            <Button type="button" label={t.uploadRetry} onClick={() => actor.send({ type: 'upload.retry' })} />
          </>
        ) : (
          <Button
            type="submit"
            form={formId}
            label={t.send}
            icon={sending ? 'pi pi-spin pi-spinner' : 'pi pi-send'}
            disabled={!mayCompose || !valid || sending}
            aria-busy={sending || undefined}
          />
        )}
      </div>
    </div>
  )
}

function Attachments({ actor, disabled }: { actor: ComposeRef; disabled: boolean }) {
  const id = useId()
  const files = useSelector(actor, selectFiles)
  const problems = useSelector(actor, selectProblems)
  const formats = useSelector(actor, selectFormats)
  const total = useSelector(actor, selectTotalBytes)
  const list = formats.join(', ')
  return (
    <div className="mail-field">
      <FilePicker
        id={`${id}-files`}
        label={t.attach}
        multiple
        accept={formats.map((f) => `.${f}`).join(',')}
        disabled={disabled}
        aria-describedby={`${id}-formats`}
        onFiles={(chosen) => actor.send({ type: 'files.add', files: chosen })}
      />
      <small id={`${id}-formats`} className="mail-muted">
        {t.attachHint(list)}
      </small>
      {problems.length > 0 && (
        <ul role="alert" className="mail-problems">
          {problems.map((p) => (
            <li key={`${p.kind}:${p.name}`}>
              {p.kind === 'total'
                ? `${t.totalTooLarge}: ${p.name}`
                : p.kind === 'duplicate'
                  ? t.duplicateFile(p.name)
                  : t.formatRejected(p.name, list)}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <>
          <ul className="mail-files" aria-label={t.attachments}>
            {files.map((f) => (
              <li key={f.name}>
                <span className="pi pi-file" aria-hidden />
                <span className="mail-file-name">{f.name}</span>
                <span className="mail-muted">{formatSize(f.size)}</span>
                <button
                  type="button"
                  className="mail-icon-button"
                  aria-label={t.removeFile(f.name)}
                  disabled={disabled}
                  onClick={() => actor.send({ type: 'file.remove', name: f.name })}
                >
                  <span className="pi pi-times" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <small className="mail-muted">{t.totalSize(formatSize(total), formatSize(MAIL_MAX_TOTAL_BYTES))}</small>
        </>
      )}
    </div>
  )
}
