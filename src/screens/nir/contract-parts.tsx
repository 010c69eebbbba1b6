import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { ContractWork } from '@/api/nir-contract'
import type { ClaimError } from '@/machines/nir/finnir.types'
import { CONTRACT_STAGES } from '@/lib/constants/nir-contract'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import './contract.css'
import { formatMoney } from './finnir-parts'
import { formatDate } from './format'

/** The path segment «new» opens the form of a new contract work. */
export const NEW_SEGMENT = 'new'
export const stageText = (stage: number) => CONTRACT_STAGES.find((s) => s.value === stage)?.label ?? String(stage)
export const datesText = (w: ContractWork) => `${formatDate(w.dateStart)} — ${formatDate(w.dateEnd)}`

/** An error code as text; a refusal shows the server's own message. */
export function contractErrorText(error: ClaimError | null): string | null {
  if (!error) return null
  if (error.code === 'badRequest') return error.message ?? t.errors.saveFailed
  if (error.code === 'failed') return t.errors.failed
  return error.message ?? t.errors[error.code]
}

/** A failed load: the reason, and «Повторить» when the server could not be reached. */
export function ContractLoadFailure({ error, onRetry }: { error: ClaimError | null; onRetry: () => void }) {
  return (
    <div>
      <Message severity="warn" text={contractErrorText(error) ?? t.errors.failed} role="alert" />
      {error?.code === 'failed' ? <Button label={t.retry} className="nir-retry" onClick={onRetry} /> : null}
    </div>
  )
}

export function ContractLinks() {
  return (
    <nav className="nir-row-actions" aria-label={t.listTitle}>
      <Link href="/ContractWork">{t.toList}</Link>
    </nav>
  )
}

/** The executors with their shares, the leader first. */
export function ExecutorList({ work }: { work: ContractWork }) {
  return (
    <ul className="contract-executors">
      <li>
        {t.share(work.leader, work.leaderShare)} ({t.leader.toLowerCase()})
      </li>
      {work.executors.map((e) => (
        <li key={e.userID}>
          {t.share(e.fio, e.share)}
          {e.structure ? <span className="finnir-muted">, {e.structure}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/** The work's fields, read-only. */
export function ContractDetails({ work }: { work: ContractWork }) {
  return (
    <div className="finnir-card">
      <dl className="finnir-fields">
        <dt>{t.title}</dt>
        <dd>{work.title}</dd>
        <dt>{t.customer}</dt>
        <dd>{work.customer}</dd>
        <dt>{t.contractNumber}</dt>
        <dd>{work.contractNumber}</dd>
        <dt>{t.amount}</dt>
        <dd>{formatMoney(work.amount)}</dd>
        <dt>{t.dateStart}</dt>
        <dd>{formatDate(work.dateStart)}</dd>
        <dt>{t.dateEnd}</dt>
        <dd>{formatDate(work.dateEnd)}</dd>
        <dt>{t.stage}</dt>
        <dd>{stageText(work.stage)}</dd>
        <dt>{t.department}</dt>
        <dd>{work.department}</dd>
        <dt>{t.executors}</dt>
        <dd>
          <ExecutorList work={work} />
        </dd>
        <dt>{t.dateInsert}</dt>
        <dd>{formatDate(work.dateInsert)}</dd>
      </dl>
    </div>
  )
}
