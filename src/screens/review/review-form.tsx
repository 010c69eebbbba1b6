import { useEffect, useMemo } from 'react'
import { useSelector } from '@xstate/react'
import { useWatch } from 'react-hook-form'
import type { ActorRefFrom } from 'xstate'
import {
  blankReviewFields,
  isCommentMissing,
  reviewFormSchema,
  reviewPrompt,
  reviewRuleIssue,
  type ReviewFormFields,
} from '@/api/review'
import type { lessonReviewMachine } from '@/machines/review/lesson-review.machine'
import {
  selectCanSend,
  selectError,
  selectIsSending,
  selectJournalID,
  selectResets,
  selectReview,
  selectToday,
} from '@/machines/review/lesson-review.selectors'
import { RATING_MAX, RATING_RED_MAX, REVIEW_TEXT_MAX } from '@/lib/constants/review'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { DateFormField } from '@/ui/form/date-form-field'
import { RatingField } from '@/ui/form/rating-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { reviewTexts as t } from '@/texts/ru/review'

type FormRef = ActorRefFrom<typeof lessonReviewMachine>

const PROMPTS = { low: t.promptLow, recommend: t.promptRecommend, high: t.promptHigh } as const

/** The chips of the lesson: type, discipline, teacher, time and room (spec 2 §2.4). */
function LessonChips({ form }: { form: FormRef }) {
  const review = useSelector(form, selectReview)
  if (!review) return null
  const chips = [
    { icon: 'pi pi-tag', label: t.chipType, value: review.type },
    { icon: 'pi pi-book', label: t.chipDiscipline, value: review.dis },
    { icon: 'pi pi-user', label: t.chipTeacher, value: review.teacher },
    { icon: 'pi pi-clock', label: t.chipTime, value: `${t.pairNumber(review.num)}, ${review.time}` },
    { icon: 'pi pi-map-marker', label: t.chipRoom, value: review.aud },
  ]
  return (
    <ul className="review-chips" aria-label={t.chipsLabel}>
      {chips.map((chip) => (
        <li key={chip.label} className="review-chip" title={chip.label}>
          <span className={chip.icon} aria-hidden />
          <span className="sr-only">{chip.label}: </span>
          <span>{chip.value}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * 'Отзыв о занятии': react-hook-form owns the fields (schema `reviewFormSchema`, shared rules with the
 * demo server); the machine gets the parsed values on submit and says when the form clears itself.
 */
export function ReviewForm({ form }: { form: FormRef }) {
  const today = useSelector(form, selectToday)
  const sending = useSelector(form, selectIsSending)
  const error = useSelector(form, selectError)
  const canSend = useSelector(form, selectCanSend)
  const journalID = useSelector(form, selectJournalID)
  const resets = useSelector(form, selectResets)
  const schema = useMemo(() => reviewFormSchema(today), [today])
  const rhf = useAppForm(schema, { defaultValues: blankReviewFields(today) })
  const [mark, text, date, roomShown] = useWatch({
    control: rhf.control,
    name: ['mark', 'text', 'date', 'roomShown'],
  }) as [ReviewFormFields['mark'], string, string | null, boolean]

  // The form clears itself when the machine says so (React effects run in order: a send's reset, then a
  // new lesson keeping the date just reset): after a sent review everything, the date back to today…
  useEffect(() => {
    if (resets > 0) rhf.reset(blankReviewFields(today))
  }, [resets, today, rhf])
  // …and on another lesson rating, room rating and text, the date staying as typed.
  useEffect(() => {
    if (journalID !== null) rhf.reset(blankReviewFields(rhf.getValues('date')))
  }, [journalID, rhf])

  const prompt = reviewPrompt(mark)
  const valid = reviewRuleIssue({ mark, text, date }, today) === null
  // Ratings 1 and 5 need a comment: say so at once, and take the message away as soon as one is typed.
  const edited = () => {
    if (error) form.send({ type: 'review.edit' })
    if (isCommentMissing(mark, text) || rhf.getFieldState('text').error) void rhf.trigger('text')
  }

  return (
    <AppForm
      form={rhf}
      onSubmit={(values) => form.send({ type: 'review.submit', values })}
      busy={sending}
      error={error ? (error.code === 'refused' && error.message ? error.message : t.sendFailed) : null}
      className="review-form"
    >
      <LessonChips form={form} />
      <DateFormField name="date" label={t.date} max={today} />
      <RatingField
        name="mark"
        label={t.teacherRating}
        required
        starLabel={t.starLabel}
        max={RATING_MAX}
        redMax={RATING_RED_MAX}
        onValueChange={(next) => {
          if (error) form.send({ type: 'review.edit' })
          if (next !== null) void rhf.trigger('text')
        }}
      />
      {roomShown ? (
        <RatingField
          name="markAud"
          label={t.roomRating}
          starLabel={t.starLabel}
          max={RATING_MAX}
          redMax={RATING_RED_MAX}
        />
      ) : (
        <button
          type="button"
          className="link-button review-room-link"
          disabled={sending}
          onClick={() => rhf.setValue('roomShown', true)}
        >
          {t.roomLink}
        </button>
      )}
      <TextAreaField
        name="text"
        label={prompt ? PROMPTS[prompt] : t.comment}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        onValueChange={edited}
      />
      <div className="review-actions">
        {mark === null && <span className="muted">{t.ratingRequired}</span>}
        <SubmitButton label={t.submit} icon="pi pi-send" disabled={!canSend || !valid} />
      </div>
    </AppForm>
  )
}
