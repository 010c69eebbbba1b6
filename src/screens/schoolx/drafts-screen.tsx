import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { commentFormSchema } from '@/api/schoolx-drafts'
import { DRAFT_COMMENT_MAX } from '@/lib/constants/schoolx-programme'
import * as sel from '@/machines/schoolx/drafts.selectors'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { PageLoading } from '@/ui/page-loading'
import { DraftList, DraftView, DraftsFailed, refusalText, useDraftsPage, type DraftsActor } from './draft-parts'
import './schoolx.css'

const t = schoolxProgrammeTexts.drafts

/** A teacher's comment on the chosen draft; a refusal keeps the text, a save empties it (new key). */
function CommentForm({ actor }: { actor: DraftsActor }) {
  const form = useAppForm(commentFormSchema, { defaultValues: { text: '' } })
  const busy = useSelector(actor, sel.selectBusy)
  const refusal = useSelector(actor, sel.selectRefusal)
  return (
    <AppForm
      form={form}
      label={t.fieldComment}
      busy={busy}
      error={refusalText(refusal)}
      onSubmit={(values) => actor.send({ type: 'comment.submit', values })}
    >
      <TextAreaField name="text" label={t.fieldComment} required rows={4} maxLength={DRAFT_COMMENT_MAX} />
      <SubmitButton label={t.sendComment} icon="pi pi-send" />
    </AppForm>
  )
}

/**
 * `/donstux/Draft/List` and the older `/donstux/DraftList`: the programme's staff read the participants'
 * drafts, newest first, and comment on them; the participant sees the comment in their journal.
 */
export default function DraftsScreen() {
  const { actor, loading, failed, drafts, selected, formKey, saved } = useDraftsPage()
  if (loading) return <PageLoading />
  return (
    <div className="page schoolx">
      <h1>{t.listTitle}</h1>
      <p className="schoolx-note">{t.listIntro}</p>
      <nav className="schoolx-choice" aria-label={t.listTitle}>
        <Link href="/donstux/Draft/Comments">{schoolxProgrammeTexts.comments.title}</Link>
        <Link href="/donstux/draft/PersonalityJournalSummary">{schoolxProgrammeTexts.summary.title}</Link>
      </nav>
      {failed ? (
        <DraftsFailed onRetry={() => actor.send({ type: 'drafts.retry' })} />
      ) : (
        <div className="schoolx-drafts">
          <DraftList
            drafts={drafts}
            selectedID={selected?.draftID ?? null}
            label={t.listTitle}
            showAuthor
            onSelect={(draftID) => actor.send({ type: 'draft.select', draftID })}
          />
          {selected ? (
            <div>
              <DraftView draft={selected} />
              <section className="schoolx-form" aria-label={t.fieldComment}>
                <p role="status" className="schoolx-saved">
                  {saved === 'comment' ? t.commentSaved : ''}
                </p>
                <CommentForm key={`${selected.draftID}-${formKey}`} actor={actor} />
              </section>
            </div>
          ) : (
            <p>{t.pick}</p>
          )}
        </div>
      )}
    </div>
  )
}
