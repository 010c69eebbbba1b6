import { Dropdown, type DropdownProps } from 'primereact/dropdown'

/**
 * PrimeReact's Dropdown with its decorative trigger button and hidden native select named too
 * (axe: aria-command-name, select-name); the visible control keeps its <label htmlFor={inputId}>.
 * The root `<div>` (no role) would carry `aria-activedescendant="dropdownItem_-1"` while focused, naming an
 * option that does not exist (axe: aria-allowed-attr, aria-valid-attr-value); the focused combobox inside
 * already carries the real active option, so the root's copy is dropped.
 */
export function LabelledDropdown({ label, ...props }: DropdownProps & { label: string }) {
  return (
    <Dropdown
      {...props}
      pt={{
        root: { 'aria-activedescendant': undefined },
        trigger: { 'aria-label': label },
        select: { 'aria-label': label },
        ...props.pt,
      }}
    />
  )
}
