import { useRef, type Ref } from 'react'
import { Button } from 'primereact/button'

export interface FilePickerProps {
  /** The id of the hidden native input; the button is `${id}-button`. */
  id: string
  /** The Russian button text. */
  label: string
  accept?: string
  multiple?: boolean
  disabled?: boolean
  /** Called with the files chosen (never empty); the input is cleared, so the same file can be chosen again. */
  onFiles: (files: File[]) => void
  inputRef?: Ref<HTMLInputElement>
  /** ARIA of the button (the field's label, the error, a hint). */
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/**
 * A Russian «choose files» button over a hidden native file input (never the browser's own «Choose Files /
 * No file chosen»). `FileField` uses it for files kept in a form; a screen whose files are a process (the
 * mail compose upload) uses it directly.
 */
export function FilePicker({
  id,
  label,
  accept,
  multiple = false,
  disabled,
  onFiles,
  inputRef,
  ...aria
}: FilePickerProps) {
  const input = useRef<HTMLInputElement | null>(null)
  return (
    <div className="app-file-pick">
      <input
        ref={(element) => {
          input.current = element
          if (typeof inputRef === 'function') inputRef(element)
          else if (inputRef) inputRef.current = element
        }}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        aria-hidden="true"
        disabled={disabled}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? [])
          if (chosen.length > 0) onFiles(chosen)
          e.target.value = ''
        }}
      />
      <Button
        type="button"
        label={label}
        icon="pi pi-paperclip"
        outlined
        size="small"
        disabled={disabled}
        id={`${id}-button`}
        {...aria}
        onClick={() => input.current?.click()}
      />
    </div>
  )
}
