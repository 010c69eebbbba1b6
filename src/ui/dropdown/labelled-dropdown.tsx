import { useRef } from 'react'
import type { Dropdown as DropdownComponent, DropdownProps } from 'primereact/dropdown'
import { deferredModule } from '@/lib/deferred-module'
import { DropdownStandIn } from './dropdown-stand-in'
import { loadAskedFor, useHandOver } from './stand-in'

// Fetched once the page is idle or when the user reaches a select; a stand-in draws it until then (./stand-in.ts).
const dropdownModule = deferredModule(() => import('primereact/dropdown'))

/** Loads PrimeReact's Dropdown now: the tests' setup, so that every select is the Dropdown at once. */
export const loadDropdown = dropdownModule.load

const loadAsked = loadAskedFor(dropdownModule)

/**
 * PrimeReact's Dropdown with its decorative trigger button and hidden native select named too
 * (axe: aria-command-name, select-name); the visible control keeps its <label htmlFor={inputId}>.
 * The root `<div>` (no role) would carry `aria-activedescendant="dropdownItem_-1"` while focused, naming an
 * option that does not exist (axe: aria-allowed-attr, aria-valid-attr-value); the focused combobox inside
 * already carries the real active option, so the root's copy is dropped.
 *
 * Until the Dropdown's code has arrived a stand-in draws it; what the user did to the stand-in (focus, open) is
 * carried over to the Dropdown.
 */
export function LabelledDropdown({ label, ...props }: DropdownProps & { label: string }) {
  const module = dropdownModule.useModule()
  const dropdown = useRef<DropdownComponent>(null)
  const request = useHandOver(module, dropdown)

  if (!module) return <DropdownStandIn label={label} props={props} request={request} onNeed={loadAsked} />
  const { Dropdown } = module
  return (
    <Dropdown
      ref={dropdown}
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
