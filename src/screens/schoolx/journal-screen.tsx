import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { draftFormSchema, type DraftFormValues } from '@/api/schoolx-drafts'
import { DRAFT_TEXT_MAX, DRAFT_TITLE_MAX } from '@/lib/constants/schoolx-programme'
import * as sel from '@/machines/schoolx/drafts.selectors'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { PageLoading } from '@/ui/page-loading'
import { DraftList, DraftView, DraftsFailed, refusalText, useDraftsPage, type DraftsActor } from './draft-parts'
import './schoolx.css'

const t = schoolxProgrammeTexts.drafts
const EMPTY: DraftFormValues = { title: '', text: '' }

/** The new-draft form: react-hook-form owns the text; a refusal keeps it, a save empties it (new key). */
function NewDraftForm({ actor }: { actor: DraftsActor }) {
  const form = useAppForm(draftFormSchema, { defaultValues: EMPTY })
  const busy = useSelector(actor, sel.selectBusy)
  const refusal = useSelector(actor, sel.selectRefusal)
  return (
    <AppForm
      form={form}
      label={t.newDraft}
      busy={busy}
      error={refusalText(refusal)}
      onSubmit={(values) => actor.send({ type: 'draft.submit', values })}
    >
      <TextField name="title" label={t.fieldTitle} required maxLength={DRAFT_TITLE_MAX} />
      <TextAreaField name="text" label={t.fieldText} required rows={8} maxLength={DRAFT_TEXT_MAX} />
      <SubmitButton label={t.save} icon="pi pi-save" />
    </AppForm>
  )
}

/**
 * `/donstux/draft/PersonalityJournal/` and the older `/SchoolX/PersonalityJournal`: a participant writes
 * drafts into their personality journal and reads the teachers' comments on each.
 */
export default function JournalScreen() {
  const { actor, loading, failed, drafts, selected, formKey, saved } = useDraftsPage()
  if (loading) return <PageLoading />
  return (
    <div className="page schoolx">
      <h1>{t.journalTitle}</h1>
      <p className="schoolx-note">{t.journalIntro}</p>
      <nav className="schoolx-choice" aria-label={t.journalTitle}>
        <Link href="/donstux/draft/PersonalityJournalSummary">{schoolxProgrammeTexts.summary.title}</Link>
      </nav>
      {failed ? (
        <DraftsFailed onRetry={() => actor.send({ type: 'drafts.retry' })} />
      ) : (
        <div className="schoolx-drafts">
          <section aria-labelledby="journal-mine">
            <h2 id="journal-mine">{t.mine}</h2>
            <DraftList
              drafts={drafts}
              selectedID={selected?.draftID ?? null}
              label={t.mine}
              showAuthor={false}
              onSelect={(draftID) => actor.send({ type: 'draft.select', draftID })}
            />
          </section>
          <div>
            {selected && <DraftView draft={selected} />}
            <section aria-labelledby="journal-new" className="schoolx-form">
              <h2 id="journal-new">{t.newDraft}</h2>
              <p role="status" className="schoolx-saved">
                {saved === 'draft' ? t.saved : ''}
              </p>
              <NewDraftForm key={formKey} actor={actor} />
            </section>
          </div>
        </div>
      )}
    </div>
  )
}
