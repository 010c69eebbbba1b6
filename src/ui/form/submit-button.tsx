import { Button } from 'primereact/button'
import { useFormFrame } from './app-form'

/** The form's submit button: spins while busy, hidden in a read-only form. */
export function SubmitButton({
  label,
  icon = 'pi pi-check',
  className,
  disabled = false,
}: {
  label: string
  icon?: string
  className?: string
  /** Not sendable yet (a required choice missing), besides busy. */
  disabled?: boolean
}) {
  const { busy, readOnly } = useFormFrame()
  if (readOnly) return null
  return (
    <Button type="submit" label={label} icon={icon} loading={busy} disabled={busy || disabled} className={className} />
  )
}
