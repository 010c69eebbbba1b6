import { useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import type { ActorRefFrom } from 'xstate'
import type { MailFile } from '@/api/mail'
import type { ScreenProps } from '@/app/routes/types'
import { liveLetterMachine } from '@/machines/mail/mail.actors'
import { useSessionChild } from '@/hooks/use-session-child'
import { downloadBlob, extensionOf, isPreviewable, previewMime } from '@/lib/files'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { formatRuDateTime } from '@/lib/dates'
import { formatSize, mailTexts as t } from '@/texts/ru/mail'
import { ComposeHost } from './compose-host'
import './mail.css'

type LetterRef = ActorRefFrom<typeof liveLetterMachine>
const NO_FILES: MailFile[] = []

/** Saves a downloaded file under its name (an object URL and a temporary link). */

/** /mail/{type}/{id} in the empty layout: one letter, its attachments, reply and move. */
export default function LetterScreen({ params }: ScreenProps) {
  const messageID = Number(params.id)
  return (
    <>
      <Letter key={messageID} messageID={messageID} type={params.type ?? 'inbox'} />
      {/* The empty layout has no signed-in extensions: the reader hosts the reply dialog itself. */}
      <ComposeHost />
    </>
  )
}

function Letter({ messageID, type }: { messageID: number; type: string }) {
  const mailPoll = useSessionChild('mailPoll')
  const compose = useSessionChild('compose')
  const machine = useMemo(
    () =>
      liveLetterMachine.provide({
        actions: {
          saveFile: (_: unknown, p: { name: string; blob: Blob }) => downloadBlob(p.blob, p.name),
          publishUnread: (_: unknown, p: { count: number }) => mailPoll?.send({ type: 'unread.set', count: p.count }),
          reply: (_: unknown, p: { parentID: number }) => compose?.send({ type: 'compose.open', request: { parentID: p.parentID } }),
        },
      }),
    [mailPoll, compose],
  )
  const actor = useActorRef(machine, { input: { messageID } })
  const letter = useSelector(actor, (s) => s.context.letter)
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const back = type === 'folder' ? (letter?.folderID ? `/messageFolder/${letter.folderID}` : '/mail') : type === 'inbox' ? '/mail' : `/mail/${type}`
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
          <button type="button" className="mail-button mail-primary" onClick={() => actor.send({ type: 'REPLY' })}>
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
          {html ? <div className="mail-html" data-testid="letter-body" dangerouslySetInnerHTML={{ __html: html }} /> : <p className="mail-html" data-testid="letter-body">{letter.message}</p>}
          {letter.files.length > 0 && <Files actor={actor} />}
        </article>
      )}
      <Preview actor={actor} />
    </div>
  )
}

function Files({ actor }: { actor: LetterRef }) {
  const files = useSelector(actor, (s) => s.context.letter?.files ?? NO_FILES)
  const busy = useSelector(actor, (s) => s.context.busyFileID)
  const failed = useSelector(actor, (s) => s.context.failedFileID)
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
              <button type="button" className="mail-icon-button" aria-label={t.preview(f.name)} disabled={busy !== null} onClick={() => actor.send({ type: 'PREVIEW', fileID: f.fileID })}>
                <span className="pi pi-eye" aria-hidden />
              </button>
            )}
            {f.complete && (
              <button type="button" className="mail-icon-button" aria-label={t.download(f.name)} disabled={busy !== null} aria-busy={busy === f.fileID || undefined} onClick={() => actor.send({ type: 'DOWNLOAD', fileID: f.fileID })}>
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
  const preview = useSelector(actor, (s) => s.context.preview)
  const [broken, setBroken] = useState(false)
  const url = useMemo(() => (preview ? URL.createObjectURL(new Blob([preview.blob], { type: previewMime(preview.name) })) : null), [preview])
  useEffect(() => {
    setBroken(false)
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [url])
  if (!preview || !url) return null
  const pdf = extensionOf(preview.name) === 'pdf'
  return (
    <Dialog visible header={`${t.previewTitle}: ${preview.name}`} onHide={() => actor.send({ type: 'CLOSE_PREVIEW' })} style={{ width: 'min(900px, 100vw)' }} closeIcon="pi pi-times" ariaCloseIconLabel={t.close}>
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
  const folders = useSelector(actor, (s) => s.context.folders)
  const folderID = useSelector(actor, (s) => s.context.letter?.folderID ?? null)
  const moving = useSelector(actor, (s) => s.matches({ ready: { folder: 'moving' } }))
  return (
    <span className="mail-move">
      <label htmlFor={`${id}-move`}>{t.moveLetter}</label>
      <select id={`${id}-move`} value={folderID ?? 0} disabled={moving} onChange={(e) => actor.send({ type: 'MOVE', folderID: Number(e.target.value) || null })}>
        <option value={0}>{t.inboxTarget}</option>
        {folders.map((f) => (
          <option key={f.folderID} value={f.folderID}>
            {f.name}
          </option>
        ))}
      </select>
    </span>
  )
}
