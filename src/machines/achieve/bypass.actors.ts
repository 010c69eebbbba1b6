import { fromPromise } from '@/machines/from-promise'
import {
  getBypassSheets,
  markBypassSheet,
  openBypassSheet,
  type BypassList,
  type BypassMarkBody,
  type BypassOpen,
  type BypassSheet,
} from '@/api/achieve-bypass'

/** The departments and the sheets the user sees. */
export const loadBypass = fromPromise<BypassList>(({ signal }) => getBypassSheets({ signal }))
/** The student opens a sheet or a department marks one; a refusal is shown on the screen, so the call is silent. */
export const writeBypass = fromPromise<
  BypassSheet,
  { kind: 'open'; body: BypassOpen } | { kind: 'mark'; body: BypassMarkBody }
>(({ input, signal }) =>
  input.kind === 'open'
    ? openBypassSheet(input.body, { signal, silent: true })
    : markBypassSheet(input.body, { signal, silent: true }),
)
