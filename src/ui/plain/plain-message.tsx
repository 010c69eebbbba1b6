import './plain.css'
/** PrimeReact's inline error Message, drawn by the theme's classes without its code (see PlainButton). */
export function PlainErrorMessage({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`p-inline-message p-component p-inline-message-error ${className ?? ''}`} role="alert">
      <span className="p-inline-message-icon pi pi-times-circle" aria-hidden="true" />
      <span className="p-inline-message-text">{text}</span>
    </div>
  )
}
