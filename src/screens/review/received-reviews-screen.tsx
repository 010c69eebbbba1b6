import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Skeleton } from 'primereact/skeleton'
import type { ScreenProps } from '@/app/routes/types'
import type { ReceivedReview } from '@/api/review'
import { liveReceivedReviews } from '@/machines/review/received-reviews.actors'
import { selectAverage, selectFailure, selectIsLoading, selectReviews, selectShowsTeachers, selectTeacherName } from '@/machines/review/received-reviews.selectors'
import { RATING_RED_MAX } from '@/machines/review/review.constants'
import { formatRuDate, formatRuDateTime } from '@/lib/dates'
import { reviewTexts as t } from '@/texts/ru/review'
import './review.css'

const c = t.columns
const FAILURES = { forbidden: t.forbidden, notFound: t.notFound, failed: t.loadFailed } as const

function Mark({ value }: { value: number }) {
  if (!value) return <span className="muted">{t.notRated}</span>
  return <span className={`reviews-mark ${value <= RATING_RED_MAX ? 'reviews-mark--low' : 'reviews-mark--high'}`}>{t.markOf(value)}</span>
}

function ReviewsTable({ reviews, showTeachers }: { reviews: readonly ReceivedReview[]; showTeachers: boolean }) {
  return (
    <div className="reviews-table-wrap">
      <table className="reviews-table">
        <caption className="sr-only">{t.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{c.created}</th>
            {showTeachers && <th scope="col">{c.teacher}</th>}
            <th scope="col">{c.dis}</th>
            <th scope="col">{c.type}</th>
            <th scope="col">{c.group}</th>
            <th scope="col">{c.lessonDate}</th>
            <th scope="col">{c.mark}</th>
            <th scope="col">{c.markAud}</th>
            <th scope="col">{c.text}</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((r) => (
            <tr key={r.reviewID}>
              <td data-title={c.created}>{formatRuDateTime(r.created)}</td>
              {showTeachers && (
                <td data-title={c.teacher}>
                  <Link href={`/Journals/TeacherReviews/${r.teacherID}`} title={t.openTeacher}>
                    {r.teacher}
                  </Link>
                </td>
              )}
              <td data-title={c.dis}>{r.dis}</td>
              <td data-title={c.type}>{r.type}</td>
              <td data-title={c.group}>{r.groupName}</td>
              <td data-title={c.lessonDate}>{r.lessonDate ? formatRuDate(r.lessonDate) : t.notRated}</td>
              <td data-title={c.mark}>
                <Mark value={r.mark} />
              </td>
              <td data-title={`${c.aud} ${r.aud}`}>
                <Mark value={r.markAud} />
              </td>
              <td data-title={c.text} className="review-comment">
                {r.text || <span className="muted">{t.noComment}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Reviews a teacher received: /Journals/TeacherReviews/{teacherID} (one teacher) and
 * /Journals/ReviewsList (own reviews for a teacher, everyone's for a supervisor). Anonymous.
 */
export default function ReceivedReviewsScreen({ params }: ScreenProps) {
  const teacherID = params.teacherID !== undefined ? Number(params.teacherID) : null
  // A malformed id asks for teacher 0, which the server refuses like any unknown teacher.
  const actor = useActorRef(liveReceivedReviews, { input: { teacherID: teacherID === null || Number.isInteger(teacherID) ? teacherID : 0 } })
  const loading = useSelector(actor, selectIsLoading)
  const failure = useSelector(actor, selectFailure)
  const reviews = useSelector(actor, selectReviews)
  const teacher = useSelector(actor, selectTeacherName)
  const showTeachers = useSelector(actor, selectShowsTeachers)
  const average = useSelector(actor, selectAverage)
  const title = teacherID !== null && teacher ? t.teacherTitleOf(teacher) : teacherID === null ? t.listTitle : t.teacherTitle

  return (
    <div className="page reviews-page">
      <h1>{title}</h1>
      <p className="muted">{t.anonymous}</p>
      {loading && (
        <div aria-busy="true" aria-label={t.loading}>
          <Skeleton height="2.2rem" style={{ marginBottom: 8 }} />
          <Skeleton height="2.2rem" style={{ marginBottom: 8 }} />
          <Skeleton height="2.2rem" />
        </div>
      )}
      {failure && (
        <div role="alert" className="reviews-failure">
          <p className="form-error">{FAILURES[failure]}</p>
          {failure === 'failed' && <Button label={t.retry} icon="pi pi-refresh" onClick={() => actor.send({ type: 'reviews.reload' })} />}
        </div>
      )}
      {!loading && !failure && (
        <>
          <p className="reviews-summary">
            <span>{t.count(reviews.length)}</span>
            {average !== null && <span>{t.average(average.toLocaleString('ru-RU'))}</span>}
          </p>
          {reviews.length === 0 ? <p>{t.empty}</p> : <ReviewsTable reviews={reviews} showTeachers={showTeachers} />}
        </>
      )}
    </div>
  )
}
