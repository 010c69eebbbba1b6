import { useEffect, useRef, useState } from 'react'
import { useSelector } from '@xstate/react'
import { Badge } from 'primereact/badge'
import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import type { SessionChildren } from '@/machines/session/session.selectors'
import {
  selectDialogVisible,
  selectFormRef,
  selectPagerIndex,
  selectPendingCount,
} from '@/machines/review/pending-reviews.selectors'
import { selectIsSending } from '@/machines/review/lesson-review.selectors'
import { reviewTexts as t } from '@/texts/ru/review'
import { ReviewForm } from './review-form'

type PendingRef = SessionChildren['pendingReviews']

function Pager({ pending, disabled }: { pending: PendingRef; disabled: boolean }) {
  const count = useSelector(pending, selectPendingCount)
  const index = useSelector(pending, selectPagerIndex)
  if (count < 2) return null
  const go = (i: number) => pending.send({ type: 'pager.go', index: i })
  return (
    <nav className="review-pager" aria-label={t.pager}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        aria-label={t.previous}
        disabled={disabled || index === 0}
        onClick={() => go(index - 1)}
      />
      <ol className="review-pager-dots">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              className={`review-pager-dot ${i === index ? 'is-current' : ''}`}
              aria-label={t.goTo(i + 1)}
              aria-current={i === index ? 'step' : undefined}
              disabled={disabled}
              onClick={() => go(i)}
            />
          </li>
        ))}
      </ol>
      <span className="review-pager-position" aria-live="polite">
        {t.pagerPosition(index + 1, count)}
      </span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        aria-label={t.next}
        disabled={disabled || index === count - 1}
        onClick={() => go(index + 1)}
      />
    </nav>
  )
}

function DialogBody({ pending }: { pending: PendingRef }) {
  const form = useSelector(pending, selectFormRef)
  return form ? <FormWithPager pending={pending} form={form} /> : null
}

function FormWithPager({
  pending,
  form,
}: {
  pending: PendingRef
  form: NonNullable<ReturnType<typeof selectFormRef>>
}) {
  const sending = useSelector(form, selectIsSending)
  return (
    <>
      <Pager pending={pending} disabled={sending} />
      <ReviewForm form={form} />
    </>
  )
}

/** The floating button with the badge of pending reviews and the review dialog (spec 1 Shell). */
export function ReviewDialog({ pending }: { pending: PendingRef }) {
  const count = useSelector(pending, selectPendingCount)
  const visible = useSelector(pending, selectDialogVisible)
  const fab = useRef<HTMLButtonElement>(null)
  // Opened by itself 1 s after load it must not take the focus from what the user is doing; opened by
  // the button, or used once, it takes the focus like any dialog. (Purely a focus matter, not the flow.)
  const [engaged, setEngaged] = useState(false)
  // Closed by the flow (the last review sent), the focused button goes with the dialog, and the star
  // button goes too once none is left: give the focus to the star button, or to the page, instead of
  // letting it fall to <body>.
  const hasBeenOpen = useRef(false)
  useEffect(() => {
    if (visible) hasBeenOpen.current = true
    if (visible || !hasBeenOpen.current) return
    const focused = document.activeElement
    if (focused && focused !== document.body && !focused.closest('.review-dialog')) return
    ;(fab.current ?? document.getElementById('main'))?.focus()
  }, [visible, count])
  return (
    <>
      {count > 0 && (
        <button
          ref={fab}
          type="button"
          className="review-fab p-overlay-badge"
          aria-label={t.fabPending(count)}
          aria-haspopup="dialog"
          aria-expanded={visible}
          onClick={() => {
            setEngaged(true)
            pending.send({ type: 'dialog.open' })
          }}
        >
          <span className="pi pi-star-fill" aria-hidden />
          <Badge value={count} severity="danger" aria-hidden />
        </button>
      )}
      <Dialog
        header={t.title}
        visible={visible}
        onHide={() => {
          pending.send({ type: 'dialog.close' })
          ;(fab.current ?? document.getElementById('main'))?.focus()
        }}
        closeOnEscape
        modal={false}
        position="bottom-right"
        focusOnShow={engaged}
        className="review-dialog"
        // pointer-events: PrimeReact sets it in an @layer rule, which jsdom does not apply
        style={{ width: 'min(520px, calc(100vw - 1.5em))', pointerEvents: 'auto' }}
        ariaCloseIconLabel={t.close}
      >
        <div
          onSubmitCapture={() => setEngaged(true)}
          onPointerDownCapture={() => setEngaged(true)}
          onKeyDownCapture={() => setEngaged(true)}
        >
          <DialogBody pending={pending} />
        </div>
      </Dialog>
    </>
  )
}
