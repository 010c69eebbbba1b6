import { useId, useState, type ReactNode } from 'react'

/**
 * A section whose heading button shows or hides it. Inside a read-only form its button is disabled with the
 * form's fieldset, so the section is shown open there (`forceOpen`).
 */
export function Disclosure({
  title,
  initiallyOpen = false,
  forceOpen = false,
  children,
}: {
  title: string
  initiallyOpen?: boolean
  forceOpen?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const id = useId()
  const shown = open || forceOpen
  return (
    <section>
      <h2>
        <button
          type="button"
          className="gia-toggle"
          aria-expanded={shown}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {title}
        </button>
      </h2>
      <div id={id} hidden={!shown}>
        {shown ? children : null}
      </div>
    </section>
  )
}
