import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { Claim } from '@/api/nir-finnir'
import type { ClaimError } from '@/machines/nir/finnir.types'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { formatDate } from './format'

/** The claim's id from the path: null for a new claim, NaN for a broken one. */
export function claimIdOf(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
}

/** A claim error code as text; a refusal shows the server's own message. */
export function claimErrorText(error: ClaimError | null): string | null {
  if (!error) return null
  if (error.code === 'failed') return t.errors.failed
  return error.message ?? t.errors[error.code]
}

const money = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 })
/** A sum in roubles as «1 500 000». */
export const formatMoney = (n: number) => money.format(n)
export const statusText = (status: number) => t.status[status] ?? String(status)

/** A failed load: the reason, and «Повторить» when the server could not be reached. */
export function LoadFailure({ error, onRetry }: { error: ClaimError | null; onRetry: () => void }) {
  return (
    <div>
      <Message severity="warn" text={claimErrorText(error) ?? t.errors.failed} />
      {error?.code === 'failed' ? <Button label={t.retry} className="nir-retry" onClick={onRetry} /> : null}
    </div>
  )
}

/** The claim's fields, files and remarks, read-only. */
export function ClaimDetails({ claim }: { claim: Claim }) {
  return (
    <div className="finnir-card">
      <dl className="finnir-fields">
        <dt>{t.claimTitle}</dt>
        <dd>{claim.title}</dd>
        <dt>{t.colStatus}</dt>
        <dd>
          <span className={`finnir-status finnir-status-${claim.status}`}>{statusText(claim.status)}</span>
        </dd>
        <dt>{t.author}</dt>
        <dd>
          {claim.author}
          {claim.department ? `, ${claim.department}` : ''}
        </dd>
        <dt>{t.leader}</dt>
        <dd>{claim.leader}</dd>
        <dt>{t.amount}</dt>
        <dd>{formatMoney(claim.amount)}</dd>
        <dt>{t.term}</dt>
        <dd>{claim.term}</dd>
        <dt>{t.created}</dt>
        <dd>{formatDate(claim.dateInsert)}</dd>
        <dt>{t.summary}</dt>
        <dd className="finnir-summary">{claim.summary}</dd>
        <dt>{t.keptFiles}</dt>
        <dd>
          <KeptFiles claim={claim} />
        </dd>
      </dl>
      <ClaimRemarks claim={claim} />
    </div>
  )
}

export function KeptFiles({ claim }: { claim: Claim }) {
  if (claim.files.length === 0) return <span>{t.noFiles}</span>
  return (
    <ul className="finnir-files">
      {claim.files.map((f) => (
        <li key={f.name}>
          <i className="pi pi-file" aria-hidden="true" /> {f.name} ({t.fileSize(Math.max(1, Math.round(f.size / 1024)))}
          )
        </li>
      ))}
    </ul>
  )
}

/** The office's remarks, newest last. */
export function ClaimRemarks({ claim, heading = t.remarks }: { claim: Claim; heading?: string }) {
  if (claim.remarks.length === 0) return null
  return (
    <section className="finnir-remarks" aria-label={t.remarks}>
      <h2>{heading}</h2>
      <ul>
        {claim.remarks.map((r, i) => (
          <li key={i}>
            <span className="finnir-muted">
              {formatDate(r.date)}, {r.fio}:
            </span>{' '}
            {r.text}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every change of the claim's status (oldest first). */
export function ClaimHistory({ claim }: { claim: Claim }) {
  return (
    <section className="nir-table-card">
      <h2>{t.history}</h2>
      <table className="nir-table" aria-label={t.history}>
        <thead>
          <tr>
            <th scope="col">{t.colDate}</th>
            <th scope="col">{t.colStatus}</th>
            <th scope="col">{t.colWho}</th>
          </tr>
        </thead>
        <tbody>
          {claim.history.map((h, i) => (
            <tr key={i}>
              <td data-label={t.colDate}>{formatDate(h.date)}</td>
              <td data-label={t.colStatus}>{statusText(h.status)}</td>
              <td data-label={t.colWho}>{h.fio}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Links back to the author's claims (and, for the office, to its queue and the register). */
export function ClaimLinks({ office }: { office?: boolean }) {
  return (
    <nav className="finnir-links" aria-label={t.claimPage}>
      <Link href="/FinNir/AuthorCab" className="nir-back">
        <i className="pi pi-list" aria-hidden="true" /> {t.backToMine}
      </Link>
      {office ? (
        <>
          <Link href="/FinNir/UNICab" className="nir-back">
            <i className="pi pi-inbox" aria-hidden="true" /> {t.backToOffice}
          </Link>
          <Link href="/FinNir/Register" className="nir-back">
            <i className="pi pi-table" aria-hidden="true" /> {t.toRegister}
          </Link>
        </>
      ) : null}
    </nav>
  )
}
