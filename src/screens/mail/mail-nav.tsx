import { Link } from 'wouter'
import type { MailboxKind, MailFolder } from '@/api/mail'
import { mailTexts as t } from '@/texts/ru/mail'
import { useComposeRef } from './use-session-refs'

const BOXES: { kind: MailboxKind; href: string; label: string; icon: string }[] = [
  { kind: 'inbox', href: '/mail', label: t.inbox, icon: 'pi-inbox' },
  { kind: 'unread', href: '/mail/unread', label: t.unread, icon: 'pi-envelope' },
  { kind: 'all', href: '/mail/all', label: t.all, icon: 'pi-list' },
  { kind: 'sent', href: '/mail/sent', label: t.sent, icon: 'pi-send' },
]

/** The mailboxes and the user's folders; the current one is marked for assistive technology. */
export function MailNav({
  kind,
  folderID,
  folders,
}: {
  kind: MailboxKind | 'manage'
  folderID?: number | null
  folders: MailFolder[]
}) {
  const compose = useComposeRef()
  return (
    <nav className="mail-nav" aria-label={t.mailboxes}>
      <button
        type="button"
        className="mail-button mail-primary mail-write"
        disabled={!compose}
        onClick={() => compose?.send({ type: 'compose.open', request: {} })}
      >
        <span className="pi pi-pencil" aria-hidden /> {t.write}
      </button>
      <ul>
        {BOXES.map((b) => (
          <li key={b.kind}>
            <Link href={b.href} className="mail-nav-link" aria-current={kind === b.kind ? 'page' : undefined}>
              <span className={`pi ${b.icon}`} aria-hidden /> {b.label}
            </Link>
          </li>
        ))}
      </ul>
      {folders.length > 0 && (
        <>
          <h2 className="mail-nav-title">{t.folders}</h2>
          <ul>
            {folders.map((f) => (
              <li key={f.folderID}>
                <Link
                  href={`/messageFolder/${f.folderID}`}
                  className="mail-nav-link"
                  aria-current={kind === 'folder' && folderID === f.folderID ? 'page' : undefined}
                >
                  <span className="pi pi-folder" aria-hidden /> {f.name}
                  {f.unread > 0 && <span className="mail-count">{f.unread}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href="/mailFolder" className="mail-nav-link" aria-current={kind === 'manage' ? 'page' : undefined}>
        <span className="pi pi-cog" aria-hidden /> {t.manageFolders}
      </Link>
    </nav>
  )
}
