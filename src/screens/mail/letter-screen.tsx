import { useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { Dialog } from '@/ui/dialog'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import type { ActorRefFrom } from 'xstate'
import type { ScreenProps } from '@/lib/screen-props'
import { letterMachine } from '@/machines/mail/letter.machine'
import {
  selectBusyFileID,
  selectFailedFileID,
  selectFiles,
  selectFolders,
  selectLetter,
  selectLetterFailed,
  selectLetterFolderID,
  selectMoving,
  selectPreview,
} from '@/machines/mail/letter.selectors'
import { downloadBlob, extensionOf, isPreviewable, previewMime } from '@/lib/files'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { formatRuDateTime } from '@/lib/dates'
import { formatSize, mailTexts as t } from '@/texts/ru/mail'
import { useComposeRef, useMailPollRef } from './use-session-refs'
import './mail.css'

type LetterRef = ActorRefFrom<typeof letterMachine>

/** /mail/{type}/{id} in the empty layout: one letter, its attachments, reply and move. */
export default function LetterScreen({ params }: ScreenProps) {
  const messageID = Number(params.id)
  // The reply dialog opens in the one app-level compose host (the reader's empty layout has none of its own).
  return <Letter key={messageID} messageID={messageID} type={params.type ?? 'inbox'} />
}

function Letter({ messageID, type }: { messageID: number; type: string }) {
  const machine = useMemo(
    () =>
      letterMachine.provide({
        actions: { saveFile: (_: unknown, p: { name: string; blob: Blob }) => downloadBlob(p.blob, p.name) },
      }),
    [],
  )
  const mailPoll = useMailPollRef()
  const compose = useComposeRef()
  const actor = useActorRef(machine, { input: { messageID, mailPoll, compose } })
  // A letter opened before the session's always-on actors had started still replies and updates the badge.
  useEffect(() => {
    actor.send({ type: 'session.refs', mailPoll: mailPoll ?? null, compose: compose ?? null })
  }, [actor, mailPoll, compose])
  const letter = useSelector(actor, selectLetter)
  const failed = useSelector(actor, selectLetterFailed)
  const back =
    type === 'folder'
      ? letter?.folderID
        ? `/messageFolder/${letter.folderID}`
        : '/mail'
      : type === 'inbox'
        ? '/mail'
        : `/mail/${type}`
  // Sanitised once per body, not again when the letter is marked read or moved.
  const source = letter?.htmlMessage || ''
  const html = useMemo(() => (source ? sanitizeHtml(source) : ''), [source])
  useEffect(() => {
    if (letter) document.title = `${letter.theme} — ${t.title}`
  }, [letter])
  return (
    <div className="mail-reader">
      <header className="mail-reader-bar">
        <Link href={back} className="mail-button">
          <span className="pi pi-arrow-left" aria-hidden /> {t.back}
        </Link>
        {letter?.canReply && (
          <button
            type="button"
            className="mail-button mail-primary"
            onClick={() => actor.send({ type: 'letter.reply' })}
          >
            <span className="pi pi-reply" aria-hidden /> {t.reply}
          </button>
        )}
        {letter && !letter.isSent && <MoveLetter actor={actor} />}
      </header>
      {failed && <p role="alert">{t.letterFailed}</p>}
      {!letter && !failed && <p role="status">{t.loading}</p>}
      {letter && (
        <article className="mail-letter" aria-labelledby="letter-title">
          <h1 id="letter-title">{letter.theme}</h1>
          <dl className="mail-meta">
            <div>
              <dt>{t.from}</dt>
              <dd className="mail-person">
                {letter.fromPhoto && <img src={letter.fromPhoto} alt="" width={32} height={32} />}
                {letter.fromName}
              </dd>
            </div>
            {letter.toName && (
              <div>
                <dt>{t.to}</dt>
                <dd>{letter.toName}</dd>
              </div>
            )}
            <div>
              <dt>{t.date}</dt>
              <dd>
                <time dateTime={letter.date}>{formatRuDateTime(letter.date)}</time>
              </dd>
            </div>
          </dl>
          {html ? (
            <div className="mail-html" data-testid="letter-body" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="mail-html" data-testid="letter-body">
              {letter.message}
            </p>
          )}
          {letter.files.length > 0 && <Files actor={actor} />}
        </article>
      )}
      <Preview actor={actor} />
    </div>
  )
}

function Files({ actor }: { actor: LetterRef }) {
  const files = useSelector(actor, selectFiles)
  const busy = useSelector(actor, selectBusyFileID)
  const failed = useSelector(actor, selectFailedFileID)
  return (
    <section className="mail-attachments" aria-labelledby="letter-files">
      <h2 id="letter-files">{t.attachments}</h2>
      <ul className="mail-files">
        {files.map((f) => (
          <li key={f.fileID}>
            <span className="pi pi-file" aria-hidden />
            <span className="mail-file-name">{f.name}</span>
            <span className="mail-muted">{f.complete ? formatSize(f.size) : t.fileIncomplete}</span>
            {f.complete && isPreviewable(f.name) && (
              <button
                type="button"
                className="mail-icon-button"
                aria-label={t.preview(f.name)}
                disabled={busy !== null}
                onClick={() => actor.send({ type: 'file.preview', fileID: f.fileID })}
              >
                <span className="pi pi-eye" aria-hidden />
              </button>
            )}
            {f.complete && (
              <button
                type="button"
                className="mail-icon-button"
                aria-label={t.download(f.name)}
                disabled={busy !== null}
                aria-busy={busy === f.fileID || undefined}
                onClick={() => actor.send({ type: 'file.download', fileID: f.fileID })}
              >
                <span className={busy === f.fileID ? 'pi pi-spin pi-spinner' : 'pi pi-download'} aria-hidden />
              </button>
            )}
            {failed === f.fileID && (
              <span role="alert" className="mail-field-error">
                {t.uploadFailedText(f.name)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Preview({ actor }: { actor: LetterRef }) {
  const preview = useSelector(actor, selectPreview)
  const [broken, setBroken] = useState(false)
  const url = useMemo(
    () => (preview ? URL.createObjectURL(new Blob([preview.blob], { type: previewMime(preview.name) })) : null),
    [preview],
  )
  useEffect(() => {
    setBroken(false)
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [url])
  if (!preview || !url) return null
  const pdf = extensionOf(preview.name) === 'pdf'
  return (
    <Dialog
      visible
      header={`${t.previewTitle}: ${preview.name}`}
      onHide={() => actor.send({ type: 'preview.close' })}
      style={{ width: 'min(900px, 100vw)' }}
      closeIcon="pi pi-times"
      ariaCloseIconLabel={t.close}
    >
      {pdf ? (
        <object data={url} type="application/pdf" className="mail-preview-pdf" aria-label={preview.name}>
          <p>{t.previewFailed}</p>
        </object>
      ) : broken ? (
        <p>{t.previewFailed}</p>
      ) : (
        <img src={url} alt={preview.name} className="mail-preview-img" onError={() => setBroken(true)} />
      )}
    </Dialog>
  )
}

function MoveLetter({ actor }: { actor: LetterRef }) {
  const id = useId()
  const folders = useSelector(actor, selectFolders)
  const folderID = useSelector(actor, selectLetterFolderID)
  const moving = useSelector(actor, selectMoving)
  return (
    <span className="mail-move">
      <label htmlFor={`${id}-move`}>{t.moveLetter}</label>
      <LabelledDropdown
        inputId={`${id}-move`}
        label={t.moveLetter}
        value={folderID ?? 0}
        disabled={moving}
        options={[{ value: 0, label: t.inboxTarget }, ...folders.map((f) => ({ value: f.folderID, label: f.name }))]}
        onChange={(e) => actor.send({ type: 'letter.move', folderID: Number(e.value) || null })}
      />
    </span>
  )
}
