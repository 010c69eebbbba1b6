import type { ButtonHTMLAttributes } from 'react'
import './plain.css'

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  type?: 'button' | 'submit'
  label?: string
  /** A PrimeIcons class, e.g. `pi pi-sign-in`. */
  icon?: string
  /** Spins and is disabled while a request is under way. */
  loading?: boolean
  variant?: 'outlined' | 'text'
  severity?: 'secondary' | 'warning'
  rounded?: boolean
  small?: boolean
}

/**
 * A button drawn by the PrimeReact theme's own classes, without PrimeReact's code (its Button brings its utils,
 * Tooltip and overlay layers, ~40 KiB gzip). For what every visitor downloads first — the sign-in card and the
 * demo panel (issue 19); every other screen uses PrimeReact's Button.
 */
export function PlainButton({
  type = 'button',
  label,
  icon,
  loading = false,
  variant,
  severity,
  rounded = false,
  small = false,
  disabled = false,
  className,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'p-button p-component',
    variant && `p-button-${variant}`,
    severity && `p-button-${severity}`,
    rounded && 'p-button-rounded',
    small && 'p-button-sm',
    !label && 'p-button-icon-only',
    (disabled || loading) && 'p-disabled',
    loading && 'p-button-loading p-button-loading-left',
    className,
  ]
  const iconClass = loading ? 'pi pi-spin pi-spinner' : icon
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} disabled={disabled || loading} {...rest}>
      {iconClass && (
        <span className={`p-button-icon p-c ${label ? 'p-button-icon-left ' : ''}${iconClass}`} aria-hidden="true" />
      )}
      {label && <span className="p-button-label p-c">{label}</span>}
    </button>
  )
}
