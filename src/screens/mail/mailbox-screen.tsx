import { useEffect, useId, useState } from 'react'
import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { InputText } from 'primereact/inputtext'
import { Checkbox } from 'primereact/checkbox'
import type { ActorRefFrom } from 'xstate'
import type { MailboxKind } from '@/api/mail'
import type { ScreenProps } from '@/lib/screen-props'
import { mailboxMachine } from '@/machines/mail/mailbox.machine'
import {
  selectFolderID,
  selectFolders,
  selectItems,
  selectKind,
  selectListBusy,
  selectListFailed,
  selectPage,
  selectPages,
  selectQuery,
  selectSelected,
} from '@/machines/mail/mailbox.selectors'
import { formatRuDateTime } from '@/lib/dates'
import { mailTexts as t } from '@/texts/ru/mail'
import { FilterSelect } from '@/ui/filter-select'
import { MailNav } from './mail-nav'
import { useMailPollRef } from './use-session-refs'
import './mail.css'

type MailboxRef = ActorRefFrom<typeof mailboxMachine>
/** «Входящие» among the move targets (folder ids are positive). */
const INBOX_TARGET = 0
const KINDS: MailboxKind[] = ['inbox', 'unread', 'all', 'sent']
const TITLES: Record<string, string> = { inbox: t.inbox, unread: t.unread, all: t.all, sent: t.sent }

/** /mail, /mail/{mailType} (inbox, unread, all, sent) and /messageFolder/{folderID}. */
export default function MailboxScreen({ params }: ScreenProps) {
  const folderID = params.folderID ? Number(params.folderID) : null
  const kind: MailboxKind | null =
    folderID !== null
      ? Number.isInteger(folderID)
        ? 'folder'
        : null
      : KINDS.includes((params.mailType ?? 'inbox') as MailboxKind)
        ? ((params.mailType ?? 'inbox') as MailboxKind)
        : null
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
  const mailPoll = useMailPollRef()
  const actor = useActorRef(mailboxMachine, { input: { kind, folderID, mailPoll } })
  // A list opened before the session's mail polling had started still moves the badge.
  useEffect(() => {
    actor.send({ type: 'session.refs', mailPoll: mailPoll ?? null })
  }, [actor, mailPoll])
  const folders = useSelector(actor, selectFolders)
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
  const query = useSelector(actor, selectQuery)
  const [text, setText] = useState(query)
  return (
    <form
      role="search"
      className="mail-search"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'search.submit', query: text })
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t.search}
      </label>
      <InputText
        id={`${id}-q`}
        type="search"
        placeholder={t.search}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="mail-button">
        <span className="pi pi-search" aria-hidden /> {t.searchButton}
      </button>
      {query && (
        <button
          type="button"
          className="mail-button"
          onClick={() => {
            setText('')
            actor.send({ type: 'search.submit', query: '' })
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
  const kind = useSelector(actor, selectKind)
  const selected = useSelector(actor, selectSelected)
  const folders = useSelector(actor, selectFolders)
  const currentFolder = useSelector(actor, selectFolderID)
  const [target, setTarget] = useState<number | null>(null)
  if (kind === 'sent') return null
  const none = selected.length === 0
  return (
    <div className="mail-actions" role="group" aria-label={t.moveTo}>
      <button
        type="button"
        className="mail-button"
        disabled={none}
        onClick={() => actor.send({ type: 'selection.mark', isRead: true })}
      >
        <span className="pi pi-eye" aria-hidden /> {t.markRead}
      </button>
      <button
        type="button"
        className="mail-button"
        disabled={none}
        onClick={() => actor.send({ type: 'selection.mark', isRead: false })}
      >
        <span className="pi pi-eye-slash" aria-hidden /> {t.markUnread}
      </button>
      <FilterSelect
        id={`${id}-folder`}
        label={t.moveTo}
        hideLabel
        placeholder={t.chooseFolder}
        value={target}
        options={[
          ...(currentFolder !== null ? [{ value: INBOX_TARGET, label: t.inboxTarget }] : []),
          ...folders.filter((f) => f.folderID !== currentFolder).map((f) => ({ value: f.folderID, label: f.name })),
        ]}
        onChange={setTarget}
      />
      <button
        type="button"
        className="mail-button"
        disabled={none || target === null}
        onClick={() => {
          actor.send({ type: 'selection.move', folderID: target === INBOX_TARGET ? null : target })
          setTarget(null)
        }}
      >
        <span className="pi pi-folder-open" aria-hidden /> {t.moveButton}
      </button>
    </div>
  )
}

function Letters({ actor }: { actor: MailboxRef }) {
  const loading = useSelector(actor, selectListBusy)
  const failed = useSelector(actor, selectListFailed)
  const items = useSelector(actor, selectItems)
  const kind = useSelector(actor, selectKind)
  const query = useSelector(actor, selectQuery)
  const selected = useSelector(actor, selectSelected)
  if (failed)
    return (
      <div role="alert" className="mail-error">
        {t.loadFailed}{' '}
        <button type="button" className="mail-button" onClick={() => actor.send({ type: 'list.retry' })}>
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
        <span className="mail-check mail-select-all">
          <Checkbox
            inputId="mail-select-all"
            checked={selected.length === items.length}
            onChange={() => actor.send({ type: 'selection.toggleAll' })}
          />
          <label htmlFor="mail-select-all">{t.selectAll}</label>
        </span>
      )}
      <ul className="mail-list" aria-label={t.title}>
        {items.map((m) => (
          <li key={m.messageID} className={m.isRead ? 'mail-row' : 'mail-row mail-unread'}>
            {!sent && (
              <Checkbox
                className="mail-row-check"
                aria-label={t.select(m.theme)}
                checked={selected.includes(m.messageID)}
                onChange={() => actor.send({ type: 'letter.toggle', messageID: m.messageID })}
              />
            )}
            <Link href={`/mail/${linkType}/${m.messageID}`} className="mail-row-link">
              <span className="mail-row-who">
                {!m.isRead && <span className="mail-dot" aria-label={t.unreadMark} role="img" />}
                <span className="mail-row-text">{sent ? `${t.to}: ${m.toName}` : m.fromName}</span>
              </span>
              <span className="mail-row-theme">
                <span className="mail-row-text">{m.theme}</span>
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
  const page = useSelector(actor, selectPage)
  const pages = useSelector(actor, selectPages)
  if (pages <= 1) return null
  return (
    <nav className="mail-pager" aria-label={t.pageOf(page, pages)}>
      <button
        type="button"
        className="mail-icon-button"
        aria-label={t.prevPage}
        disabled={page <= 1}
        onClick={() => actor.send({ type: 'page.select', page: page - 1 })}
      >
        <span className="pi pi-angle-left" aria-hidden />
      </button>
      <span>{t.pageOf(page, pages)}</span>
      <button
        type="button"
        className="mail-icon-button"
        aria-label={t.nextPage}
        disabled={page >= pages}
        onClick={() => actor.send({ type: 'page.select', page: page + 1 })}
      >
        <span className="pi pi-angle-right" aria-hidden />
      </button>
    </nav>
  )
}
