import { Component, useState, type ReactNode } from 'react'
import { Suspense } from '@/lib/lazy'
import { notify } from '@/ui/notifier'
import { shellPageTexts } from '@/texts/ru/shell-pages'

/**
 * Keeps the page when a part loaded on request (a dialog, a drawer, a calendar) fails to load: the part is left
 * out and a notification says so, instead of the nearest screen boundary replacing the screen with a form the user
 * was filling in.
 */
class PartLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(error)
    notify.error(shellPageTexts.partFailedTitle, shellPageTexts.partFailedText)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/** A lazily loaded part shown on request: nothing while its code loads, and a failed load keeps the page. */
export function LoadedPart({ children }: { children: ReactNode }) {
  return (
    <PartLoadBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PartLoadBoundary>
  )
}

/**
 * Renders `children` (a lazily loaded dialog or drawer) from the first time `when` is true on: its code loads
 * when the user first asks for it, not with the page (issue 19), and it then stays mounted, so it still plays
 * its closing and returns focus. A failed load leaves the page as it is (LoadedPart).
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when)
  if (when && !needed) setNeeded(true)
  return needed ? <LoadedPart>{children}</LoadedPart> : null
}
