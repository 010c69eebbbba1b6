import { useRef } from 'react'
import type { MultiSelect as MultiSelectComponent, MultiSelectProps } from 'primereact/multiselect'
import { deferredModule } from '@/lib/deferred-module'
import { MultiSelectStandIn } from './multi-select-stand-in'
import { loadAskedFor, useHandOver } from './stand-in'

// Fetched once the page is idle or when the user reaches a select; a stand-in draws it until then (./stand-in.ts).
const multiSelectModule = deferredModule(() => import('primereact/multiselect'))

/** Loads PrimeReact's MultiSelect now: the tests' setup, so that every multi-select is the MultiSelect at once. */
export const loadMultiSelect = multiSelectModule.load

const loadAsked = loadAskedFor(multiSelectModule)

/** PrimeReact's MultiSelect (the same props), drawn by a stand-in until its code has arrived. */
export function MultiSelect(props: MultiSelectProps) {
  const module = multiSelectModule.useModule()
  const multiSelect = useRef<MultiSelectComponent>(null)
  const request = useHandOver(module, multiSelect)
  if (!module) return <MultiSelectStandIn props={props} request={request} onNeed={loadAsked} />
  const { MultiSelect: Loaded } = module
  return <Loaded ref={multiSelect} {...props} />
}
