import { useEffect, useId, useMemo, useRef } from 'react'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import { composeMachine, type ComposeInput, type ComposeRef } from '@/machines/mail/compose.machine'
import {
  selectCanSend,
  selectErrors,
  selectFiles,
  selectFormats,
  selectIsSending,
  selectLimits,
  selectParentID,
  selectPhase,
  selectProblems,
  selectSendError,
  selectServerMessage,
  selectTheme,
  selectTotalBytes,
  selectTouched,
} from '@/machines/mail/compose.selectors'
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
          <button type="button" className="mail-button" onClick={() => actor.send({ type: 'setup.retry' })}>
            {t.uploadRetry}
          </button>
        </div>
      )}
      {phase !== 'loading' && phase !== 'loadFailed' && <ComposeForm actor={actor} />}
    </Dialog>
  )
}

function ComposeForm({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const phase = useSelector(actor, selectPhase)
  const theme = useSelector(actor, selectTheme)
  const limits = useSelector(actor, selectLimits)
  const errors = useSelector(actor, selectErrors, shallowEqual)
  const touched = useSelector(actor, selectTouched)
  const canSend = useSelector(actor, selectCanSend)
  const sending = useSelector(actor, selectIsSending)
  const sendError = useSelector(actor, selectSendError)
  const serverMessage = useSelector(actor, selectServerMessage)
  const editable = phase === 'editing'
  const subjectError = touched.theme && errors.theme
  return (
    <form
      className="mail-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'mail.send' })
      }}
    >
      <fieldset disabled={!editable} className="mail-fieldset">
        <RecipientFields actor={actor} />
        <div className="mail-field">
          <label htmlFor={`${id}-theme`}>{t.subjectLabel}</label>
          <input
            id={`${id}-theme`}
            value={theme}
            maxLength={limits.subject}
            required
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? `${id}-theme-error` : undefined}
            onChange={(e) => actor.send({ type: 'theme.change', value: e.target.value })}
            onBlur={() => actor.send({ type: 'field.blur', field: 'theme' })}
          />
          {subjectError && (
            <small id={`${id}-theme-error`} className="mail-field-error">
              {t.subjectRequired}
            </small>
          )}
        </div>
        <BodyEditor actor={actor} />
        <Attachments actor={actor} />
      </fieldset>
      {sendError && (
        <p role="alert" className="mail-error">
          {sendError === 'forbidden'
            ? t.forbidden
            : sendError === 'invalid' && serverMessage
              ? serverMessage
              : t.sendError}
        </p>
      )}
      <UploadProgress actor={actor} />
      <div className="mail-form-actions">
        {phase === 'uploadFailed' ? (
          <>
            <button type="button" className="mail-button" onClick={() => actor.send({ type: 'dialog.close' })}>
              {t.uploadGiveUp}
            </button>
            <button
              type="button"
              className="mail-button mail-primary"
              onClick={() => actor.send({ type: 'upload.retry' })}
            >
              {t.uploadRetry}
            </button>
          </>
        ) : (
          <button
            type="submit"
            className="mail-button mail-primary"
            disabled={!canSend || sending}
            aria-busy={sending || undefined}
          >
            {sending && <span className="pi pi-spin pi-spinner" aria-hidden />} {t.send}
          </button>
        )}
      </div>
    </form>
  )
}

function Attachments({ actor }: { actor: ComposeRef }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const files = useSelector(actor, selectFiles)
  const problems = useSelector(actor, selectProblems)
  const formats = useSelector(actor, selectFormats)
  const total = useSelector(actor, selectTotalBytes)
  const list = formats.join(', ')
  return (
    <div className="mail-field">
      {/* A Russian button, not the browser's own «Choose Files / No file chosen»: it opens the hidden file input. */}
      <span>
        <button
          type="button"
          className="mail-button mail-attach"
          aria-describedby={`${id}-formats`}
          onClick={() => input.current?.click()}
        >
          <span className="pi pi-paperclip" aria-hidden /> {t.attach}
        </button>
      </span>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t.attach}
        multiple
        accept={formats.map((f) => `.${f}`).join(',')}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? [])
          if (chosen.length) actor.send({ type: 'files.add', files: chosen })
          e.target.value = ''
        }}
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
