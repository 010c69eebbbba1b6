import { Button } from 'primereact/button'
import { useFormFrame } from './app-form'

/** The form's submit button: spins while busy, hidden in a read-only form. */
export function SubmitButton({
  label,
  icon = 'pi pi-check',
  className,
}: {
  label: string
  icon?: string
  className?: string
}) {
  const { busy, readOnly } = useFormFrame()
  if (readOnly) return null
  return <Button type="submit" label={label} icon={icon} loading={busy} disabled={busy} className={className} />
}
