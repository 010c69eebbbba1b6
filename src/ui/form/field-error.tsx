/** A field's error text; the control points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null
  return (
    <small id={id} className="form-error app-field-error">
      {message}
    </small>
  )
}
