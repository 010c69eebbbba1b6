import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { AdminError } from '@/machines/nir/nir-admin.types'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'

/** The text of a failed call: the server's own message of a 400/403, else the catalogue's. */
export function adminErrorText(error: AdminError | null): string | null {
  if (!error) return null
  return error.message ?? t.errors[error.code]
}

/** A screen whose first load failed: the reason, and «Повторить» when retrying can help. */
export function AdminLoadFailure({ error, onRetry }: { error: AdminError; onRetry: () => void }) {
  return (
    <div role="alert">
      <Message severity="warn" text={adminErrorText(error) ?? t.errors.failed} />
      {error.code === 'failed' ? <Button label={t.retry} className="nir-retry" onClick={onRetry} /> : null}
    </div>
  )
}
