import { useId, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { MailboxKind } from '@/api/mail'
import type { ScreenProps } from '@/app/routes/types'
import { liveMailboxMachine } from '@/machines/mail/mail.actors'
import { useSessionChild } from '@/hooks/use-session-child'
import { formatRuDateTime } from '@/lib/dates'
import { mailTexts as t } from '@/texts/ru/mail'
import { MailNav } from './mail-nav'
import './mail.css'

type MailboxRef = ActorRefFrom<typeof liveMailboxMachine>
const KINDS: MailboxKind[] = ['inbox', 'unread', 'all', 'sent']
const TITLES: Record<string, string> = { inbox: t.inbox, unread: t.unread, all: t.all, sent: t.sent }

/** /mail, /mail/{mailType} (inbox, unread, all, sent) and /messageFolder/{folderID}. */
export default function MailboxScreen({ params }: ScreenProps) {
  const folderID = params.folderID ? Number(params.folderID) : null
  const kind: MailboxKind | null = folderID !== null ? (Number.isInteger(folderID) ? 'folder' : null) : KINDS.includes((params.mailType ?? 'inbox') as MailboxKind) ? ((params.mailType ?? 'inbox') as MailboxKind) : null
  if (!kind) {
    return (
      <div className="page mail-page">
        <p role="alert">{t.letterFailed}</p>
        <Link href="/mail">{t.inbox}</Link>
      </div>
    )
  }
  return <Mailbox key={`${kind}:${folderID ?? ''}`} kind={kind} folderID={folderID} />
}

function Mailbox({ kind, folderID }: { kind: MailboxKind; folderID: number | null }) {
  const mailPoll = useSessionChild('mailPoll')
  const machine = useMemo(
    () => liveMailboxMachine.provide({ actions: { publishUnread: (_: unknown, p: { count: number }) => mailPoll?.send({ type: 'unread.set', count: p.count }) } }),
    [mailPoll],
  )
  const actor = useActorRef(machine, { input: { kind, folderID } })
  const folders = useSelector(actor, (s) => s.context.folders)
  const folderName = folders.find((f) => f.folderID === folderID)?.name
  const title = kind === 'folder' ? (folderName ?? t.folders) : TITLES[kind]
  return (
    <div className="page mail-page">
      <MailNav kind={kind} folderID={folderID} folders={folders} />
      <section className="mail-main" aria-labelledby="mail-title">
        <h1 id="mail-title">{title}</h1>
        <SearchBar actor={actor} />
        <Actions actor={actor} />
        <Letters actor={actor} />
        <Pager actor={actor} />
      </section>
    </div>
  )
}

function SearchBar({ actor }: { actor: MailboxRef }) {
  const id = useId()
  const query = useSelector(actor, (s) => s.context.query)
  const [text, setText] = useState(query)
  return (
    <form
      role="search"
      className="mail-search"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'SEARCH', query: text })
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t.search}
      </label>
      <input id={`${id}-q`} type="search" placeholder={t.search} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="mail-button">
        <span className="pi pi-search" aria-hidden /> {t.searchButton}
      </button>
      {query && (
        <button
          type="button"
          className="mail-button"
          onClick={() => {
            setText('')
            actor.send({ type: 'SEARCH', query: '' })
          }}
        >
          {t.clearSearch}
        </button>
      )}
    </form>
  )
}

function Actions({ actor }: { actor: MailboxRef }) {
  const id = useId()
  const kind = useSelector(actor, (s) => s.context.kind)
  const selected = useSelector(actor, (s) => s.context.selected)
  const folders = useSelector(actor, (s) => s.context.folders)
  const currentFolder = useSelector(actor, (s) => s.context.folderID)
  const [target, setTarget] = useState('')
  if (kind === 'sent') return null
  const none = selected.length === 0
  return (
    <div className="mail-actions" role="group" aria-label={t.moveTo}>
      <button type="button" className="mail-button" disabled={none} onClick={() => actor.send({ type: 'MARK', isRead: true })}>
        <span className="pi pi-eye" aria-hidden /> {t.markRead}
      </button>
      <button type="button" className="mail-button" disabled={none} onClick={() => actor.send({ type: 'MARK', isRead: false })}>
        <span className="pi pi-eye-slash" aria-hidden /> {t.markUnread}
      </button>
      <label htmlFor={`${id}-folder`} className="sr-only">
        {t.moveTo}
      </label>
      <select id={`${id}-folder`} value={target} onChange={(e) => setTarget(e.target.value)}>
        <option value="">{t.chooseFolder}</option>
        {currentFolder !== null && <option value="0">{t.inboxTarget}</option>}
        {folders
          .filter((f) => f.folderID !== currentFolder)
          .map((f) => (
            <option key={f.folderID} value={f.folderID}>
              {f.name}
            </option>
          ))}
      </select>
      <button
        type="button"
        className="mail-button"
        disabled={none || target === ''}
        onClick={() => {
          actor.send({ type: 'MOVE', folderID: target === '0' ? null : Number(target) })
          setTarget('')
        }}
      >
        <span className="pi pi-folder-open" aria-hidden /> {t.moveButton}
      </button>
    </div>
  )
}

function Letters({ actor }: { actor: MailboxRef }) {
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('moving') || s.matches('marking'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const items = useSelector(actor, (s) => s.context.items)
  const kind = useSelector(actor, (s) => s.context.kind)
  const query = useSelector(actor, (s) => s.context.query)
  const selected = useSelector(actor, (s) => s.context.selected)
  if (failed)
    return (
      <div role="alert" className="mail-error">
        {t.loadFailed}{' '}
        <button type="button" className="mail-button" onClick={() => actor.send({ type: 'RETRY' })}>
          {t.uploadRetry}
        </button>
      </div>
    )
  if (loading && items.length === 0) return <p role="status">{t.loading}</p>
  if (items.length === 0) return <p>{query ? t.nothingFound(query) : t.empty}</p>
  const sent = kind === 'sent'
  const linkType = kind === 'folder' ? 'folder' : kind
  return (
    <div aria-busy={loading || undefined}>
      {!sent && (
        <label className="mail-check mail-select-all">
          <input type="checkbox" checked={selected.length === items.length} onChange={() => actor.send({ type: 'TOGGLE_ALL' })} />
          {t.selectAll}
        </label>
      )}
      <ul className="mail-list" aria-label={t.title}>
        {items.map((m) => (
          <li key={m.messageID} className={m.isRead ? 'mail-row' : 'mail-row mail-unread'}>
            {!sent && <input type="checkbox" className="mail-row-check" aria-label={t.select(m.theme)} checked={selected.includes(m.messageID)} onChange={() => actor.send({ type: 'TOGGLE', messageID: m.messageID })} />}
            <Link href={`/mail/${linkType}/${m.messageID}`} className="mail-row-link">
              <span className="mail-row-who">
                {!m.isRead && <span className="mail-dot" aria-label={t.unreadMark} role="img" />}
                {sent ? `${t.to}: ${m.toName}` : m.fromName}
              </span>
              <span className="mail-row-theme">
                {m.theme}
                {m.filesCount > 0 && <span className="pi pi-paperclip" aria-label={t.attachments} role="img" />}
              </span>
              <span className="mail-row-preview">{m.preview}</span>
              <time className="mail-row-date" dateTime={m.date}>
                {formatRuDateTime(m.date)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Pager({ actor }: { actor: MailboxRef }) {
  const page = useSelector(actor, (s) => s.context.page)
  const total = useSelector(actor, (s) => s.context.total)
  const rows = useSelector(actor, (s) => s.context.rowsPerPage)
  const pages = Math.max(1, Math.ceil(total / rows))
  if (pages <= 1) return null
  return (
    <nav className="mail-pager" aria-label={t.pageOf(page, pages)}>
      <button type="button" className="mail-icon-button" aria-label={t.prevPage} disabled={page <= 1} onClick={() => actor.send({ type: 'PAGE', page: page - 1 })}>
        <span className="pi pi-angle-left" aria-hidden />
      </button>
      <span>{t.pageOf(page, pages)}</span>
      <button type="button" className="mail-icon-button" aria-label={t.nextPage} disabled={page >= pages} onClick={() => actor.send({ type: 'PAGE', page: page + 1 })}>
        <span className="pi pi-angle-right" aria-hidden />
      </button>
    </nav>
  )
}
