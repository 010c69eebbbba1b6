import { Component, useState, type ReactNode } from 'react'
import { Suspense } from '@/lib/lazy'
import { notify } from '@/ui/notifier'
import { shellPageTexts } from '@/texts/ru/shell-pages'

interface PartLoadProps {
  children: ReactNode
  /** Shown instead of the part when it did not load (a way back where the part filled the view). */
  failed?: ReactNode
  /** A part nobody asked for (a decoration, the demo panel's tab) is left out without a notification. */
  silent?: boolean
}

/**
 * Keeps the page when a part loaded on request (a dialog, a drawer, a calendar) fails to load: the part is left
 * out and a notification says so, instead of the nearest screen boundary replacing the screen with a form the user
 * was filling in.
 */
class PartLoadBoundary extends Component<PartLoadProps, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(error)
    if (!this.props.silent) notify.error(shellPageTexts.partFailedTitle, shellPageTexts.partFailedText)
  }
  render() {
    return this.state.failed ? (this.props.failed ?? null) : this.props.children
  }
}

/** A lazily loaded part: nothing while its code loads, and a failed load keeps the page. */
export function LoadedPart({ children, failed, silent }: PartLoadProps) {
  return (
    <PartLoadBoundary failed={failed} silent={silent}>
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
