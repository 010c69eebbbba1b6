import { useId } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import type { lessonReviewMachine } from '@/machines/review/lesson-review.machine'
import {
  selectCanSubmit,
  selectCommentMissing,
  selectDate,
  selectError,
  selectIsSending,
  selectMark,
  selectMarkAud,
  selectPrompt,
  selectReview,
  selectRoomShown,
  selectText,
  selectToday,
} from '@/machines/review/lesson-review.selectors'
import { RATING_MAX, RATING_RED_MAX, REVIEW_TEXT_MAX } from '@/lib/constants/review'
import { DateField } from '@/ui/date-field'
import { StarRating } from '@/ui/star-rating'
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

/** A labelled 1-5 star rating (the visible label repeats the group's accessible name). */
function RatingField({
  label,
  value,
  required = false,
  disabled,
  onChange,
}: {
  label: string
  value: number | null
  required?: boolean
  disabled: boolean
  onChange: (value: number) => void
}) {
  return (
    <div className="field">
      <span aria-hidden>
        {label}
        {required ? ' *' : ''}
      </span>
      <StarRating
        label={label}
        value={value}
        max={RATING_MAX}
        redMax={RATING_RED_MAX}
        starLabel={t.starLabel}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  )
}

/** 'Отзыв о занятии': renders the form machine and sends it the user's gestures. */
export function ReviewForm({ form }: { form: FormRef }) {
  const ids = useId()
  const mark = useSelector(form, selectMark)
  const markAud = useSelector(form, selectMarkAud)
  const roomShown = useSelector(form, selectRoomShown)
  const date = useSelector(form, selectDate)
  const today = useSelector(form, selectToday)
  const text = useSelector(form, selectText)
  const prompt = useSelector(form, selectPrompt)
  const commentMissing = useSelector(form, selectCommentMissing)
  const canSubmit = useSelector(form, selectCanSubmit)
  const sending = useSelector(form, selectIsSending)
  const error = useSelector(form, selectError)
  const commentId = `${ids}-comment`
  const commentErrorId = `${ids}-comment-error`

  return (
    <form
      className="review-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.send({ type: 'review.submit' })
      }}
    >
      <LessonChips form={form} />
      <DateField
        label={t.date}
        value={date}
        max={today}
        onChange={(value) => form.send({ type: 'date.change', date: value })}
        disabled={sending}
      />
      <RatingField
        label={t.teacherRating}
        required
        value={mark}
        disabled={sending}
        onChange={(value) => form.send({ type: 'rating.set', mark: value })}
      />
      {roomShown ? (
        <RatingField
          label={t.roomRating}
          value={markAud}
          disabled={sending}
          onChange={(value) => form.send({ type: 'roomRating.set', mark: value })}
        />
      ) : (
        <button
          type="button"
          className="link-button review-room-link"
          disabled={sending}
          onClick={() => form.send({ type: 'room.reveal' })}
        >
          {t.roomLink}
        </button>
      )}
      <div className="field">
        <label htmlFor={commentId}>{prompt ? PROMPTS[prompt] : t.comment}</label>
        <InputTextarea
          id={commentId}
          value={text}
          rows={4}
          autoResize
          maxLength={REVIEW_TEXT_MAX}
          disabled={sending}
          invalid={commentMissing}
          aria-invalid={commentMissing}
          aria-describedby={commentMissing ? commentErrorId : undefined}
          onChange={(e) => form.send({ type: 'comment.change', text: e.target.value })}
        />
        {commentMissing && (
          <small id={commentErrorId} className="form-error">
            {t.commentRequired}
          </small>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error.code === 'refused' && error.message ? error.message : t.sendFailed}
        </p>
      )}
      <div className="review-actions">
        {mark === null && <span className="muted">{t.ratingRequired}</span>}
        <Button type="submit" label={t.submit} icon="pi pi-send" loading={sending} disabled={!canSubmit} />
      </div>
    </form>
  )
}
