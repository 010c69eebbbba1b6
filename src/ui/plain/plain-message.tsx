import './plain.css'

const ICONS = {
  info: 'pi-info-circle',
  warn: 'pi-exclamation-triangle',
  error: 'pi-times-circle',
  success: 'pi-check',
} as const

/**
 * PrimeReact's inline Message, drawn by the theme's classes without its code (see PlainButton): the same classes,
 * role and live region; the icon is the icon font's.
 */
export function PlainMessage({
  severity,
  text,
  className,
}: {
  severity: keyof typeof ICONS
  text: string
  className?: string
}) {
  return (
    <div
      className={`p-inline-message p-component p-inline-message-${severity} ${className ?? ''}`}
      role="alert"
      aria-live="polite"
      aria-atomic="true"
    >
      <span className={`p-inline-message-icon pi ${ICONS[severity]}`} aria-hidden="true" />
      <span className="p-inline-message-text">{text}</span>
    </div>
  )
}

export function PlainErrorMessage({ text, className }: { text: string; className?: string }) {
  return <PlainMessage severity="error" text={text} className={className} />
}
