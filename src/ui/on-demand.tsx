import { useState, type ReactNode } from 'react'
import { Suspense } from '@/lib/lazy'

/**
 * Renders `children` (a lazily loaded dialog or drawer) from the first time `when` is true on: its code loads
 * when the user first asks for it, not with the page (issue 19), and it then stays mounted, so it still plays
 * its closing and returns focus.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when)
  if (when && !needed) setNeeded(true)
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null
}
