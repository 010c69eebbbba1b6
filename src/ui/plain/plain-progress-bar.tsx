import './plain.css'
/** PrimeReact's indeterminate ProgressBar, drawn by the theme's classes without its code (see PlainButton). */
export function PlainProgressBar({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={`p-progressbar p-component p-progressbar-indeterminate ${className ?? ''}`}
      role="progressbar"
      aria-label={label}
    >
      <div className="p-progressbar-indeterminate-container">
        <div className="p-progressbar-value p-progressbar-value-animate" />
      </div>
    </div>
  )
}
