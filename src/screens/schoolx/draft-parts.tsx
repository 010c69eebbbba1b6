import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import type { Draft } from '@/api/schoolx-drafts'
import { formatRuDate } from '@/lib/dates'
import { draftsMachine, type DraftRefusal } from '@/machines/schoolx/drafts.machine'
import * as sel from '@/machines/schoolx/drafts.selectors'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'
import './schoolx-drafts.css'

const t = schoolxProgrammeTexts.drafts

/** The server's words for a refused write, or a general one. */
export const refusalText = (refusal: DraftRefusal | null) => (refusal ? (refusal.message ?? t.saveFailed) : null)

/** The drafts as a list of buttons; the chosen one is marked for assistive technology too. */
export function DraftList({
  drafts,
  selectedID,
  label,
  showAuthor,
  onSelect,
}: {
  drafts: readonly Draft[]
  selectedID: number | null
  label: string
  showAuthor: boolean
  onSelect: (draftID: number) => void
}) {
  if (drafts.length === 0) return <p>{t.none}</p>
  return (
    <ul className="schoolx-draft-list" aria-label={label}>
      {drafts.map((d) => (
        <li key={d.draftID}>
          <button
            type="button"
            className="schoolx-draft-pick"
            aria-pressed={d.draftID === selectedID}
            aria-label={showAuthor ? t.openBy(d.title, d.fio) : t.open(d.title)}
            onClick={() => onSelect(d.draftID)}
          >
            <span className="schoolx-draft-pick-title">{d.title}</span>
            <span className="schoolx-muted">
              {showAuthor ? `${d.fio} · ` : ''}
              {formatRuDate(d.date)} · {t.comments}: {d.comments.length}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** One draft: its text (plain, as typed) and its comments. */
export function DraftView({ draft }: { draft: Draft }) {
  return (
    <article className="schoolx-draft" aria-labelledby={`draft-${draft.draftID}`}>
      <h2 id={`draft-${draft.draftID}`}>{draft.title}</h2>
      <p className="schoolx-muted">
        {draft.fio} · {t.written(formatRuDate(draft.date))}
      </p>
      <p className="schoolx-draft-text">{draft.text}</p>
      <section aria-labelledby={`draft-${draft.draftID}-comments`}>
        <h3 id={`draft-${draft.draftID}-comments`}>{t.comments}</h3>
        {draft.comments.length === 0 ? (
          <p>{t.noComments}</p>
        ) : (
          <ul className="schoolx-draft-comments">
            {draft.comments.map((c) => (
              <li key={c.commentID}>
                <p className="schoolx-muted">{t.by(c.author, formatRuDate(c.date))}</p>
                <p className="schoolx-draft-text">{c.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}

/** The page's frame while loading failed: a message and a retry. */
export function DraftsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{t.loadFailed}</p>
      <Button type="button" label={t.retry} onClick={onRetry} />
    </div>
  )
}

export type DraftsActor = ReturnType<typeof useActorRef<typeof draftsMachine>>

/** The drafts machine of a page (the participant's journal or the staff list) and the slices both pages show. */
export function useDraftsPage() {
  const actor = useActorRef(draftsMachine, { input: { studentID: null } })
  return {
    actor,
    loading: useSelector(actor, sel.selectLoading),
    failed: useSelector(actor, sel.selectFailed),
    drafts: useSelector(actor, sel.selectDrafts),
    selected: useSelector(actor, sel.selectSelected),
    formKey: useSelector(actor, sel.selectFormKey),
    saved: useSelector(actor, sel.selectSaved),
  }
}
