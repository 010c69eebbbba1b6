import { Dropdown, type DropdownProps } from 'primereact/dropdown'

/**
 * PrimeReact's Dropdown with its decorative trigger button and hidden native select named too
 * (axe: aria-command-name, select-name); the visible control keeps its <label htmlFor={inputId}>.
 */
export function LabelledDropdown({ label, ...props }: DropdownProps & { label: string }) {
  return <Dropdown {...props} pt={{ trigger: { 'aria-label': label }, select: { 'aria-label': label }, ...props.pt }} />
}
