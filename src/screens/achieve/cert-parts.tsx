import { CERT_STATUSES, type CertStatus, type Certificate } from '@/api/achieve'
import { formatRuDate, formatRuDateTime } from '@/lib/dates'
import { achieveTexts } from '@/texts/ru/achieve'

const t = achieveTexts.cert

/** A status as a coloured label; the word is the information, the colour only decoration. */
export function CertStatusBadge({ status }: { status: CertStatus }) {
  return <span className={`ach-status ach-status-${status}`}>{t.statuses[status]}</span>
}

/** The path заказана → в работе → готова → выдана with the date each step was reached. */
export function CertProgress({ cert }: { cert: Certificate }) {
  const reached = new Map(cert.history.map((h) => [h.status, h.at]))
  const steps: CertStatus[] = cert.status === 'refused' ? ['ordered', 'refused'] : CERT_STATUSES.slice(0, 4)
  return (
    <ol className="ach-progress" aria-label={`${t.history}: ${t.number} ${cert.id}`}>
      {steps.map((s) => {
        const at = reached.get(s)
        return (
          <li key={s} className={at ? 'ach-step-done' : 'ach-step-todo'}>
            <span>{t.statuses[s]}</span>
            {at && <span className="ach-step-date"> — {formatRuDateTime(at)}</span>}
          </li>
        )
      })}
    </ol>
  )
}

/** The printable certificate: every value is text (React escapes it), nothing is injected as HTML. */
export function CertDocument({ cert, today }: { cert: Certificate; today: string }) {
  const d = t.doc
  return (
    <article className="ach-doc" aria-label={`${t.printTitle} ${t.number} ${cert.id}`}>
      <header className="ach-doc-head">
        <p>{d.university}</p>
        <p className="ach-doc-org">{d.universityName}</p>
      </header>
      <h2 className="ach-doc-title">{d.heading}</h2>
      <p className="ach-doc-kind">{cert.kindName}</p>
      <p>
        {d.given} <strong>{cert.studentName}</strong> {d.studies} {d.group} <strong>{cert.groupName || '—'}</strong>.
      </p>
      <p>
        {d.purpose}: {cert.purpose}.
      </p>
      <dl className="ach-doc-meta">
        <dt>{d.number}</dt>
        <dd>
          {cert.id}/{cert.orderedAt.slice(0, 4)}
        </dd>
        <dt>{d.date}</dt>
        <dd>{formatRuDate(today)}</dd>
        <dt>{d.copies}</dt>
        <dd>{cert.copies}</dd>
      </dl>
      <p className="ach-doc-sign">{d.signer} ____________________</p>
    </article>
  )
}
