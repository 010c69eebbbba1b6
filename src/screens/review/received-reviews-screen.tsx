import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Skeleton } from 'primereact/skeleton'
import type { ScreenProps } from '@/lib/screen-props'
import type { ReceivedReview } from '@/api/review'
import { receivedReviewsMachine } from '@/machines/review/received-reviews.machine'
import {
  selectAverage,
  selectFailure,
  selectIsLoading,
  selectReviews,
  selectShowsTeachers,
  selectTeacherName,
} from '@/machines/review/received-reviews.selectors'
import { RATING_RED_MAX } from '@/lib/constants/review'
import { formatRuDateTime } from '@/lib/dates'
import { DataTable, type TableColumn } from '@/ui/data-table'
import type { Slots } from '@/ui/data-table/types'
import { reviewTexts as t } from '@/texts/ru/review'
import './review.css'

const c = t.columns
const FAILURES = { forbidden: t.forbidden, notFound: t.notFound, failed: t.loadFailed } as const

function Mark({ value }: { value: number }) {
  if (!value) return <span className="muted">{t.notRated}</span>
  return (
    <span className={`reviews-mark ${value <= RATING_RED_MAX ? 'reviews-mark--low' : 'reviews-mark--high'}`}>
      {t.markOf(value)}
    </span>
  )
}

const SLOTS: Slots<ReceivedReview> = {
  created: (r) => formatRuDateTime(r.created),
  mark: (r) => <Mark value={r.mark} />,
  markAud: (r) => <Mark value={r.markAud} />,
  text: (r) =>
    r.text ? <span className="review-comment">{r.text}</span> : <span className="muted">{t.noComment}</span>,
}

function headersFor(showTeachers: boolean): TableColumn<ReceivedReview>[] {
  return [
    { value: 'created', text: c.created, nameSlot: 'created' },
    ...(showTeachers
      ? [
          {
            value: 'teacher',
            text: c.teacher,
            type: 'anchor-link' as const,
            typeURL: 'router' as const,
            url: '/Journals/TeacherReviews/{teacherID}',
            filteredData: true,
          },
        ]
      : []),
    { value: 'dis', text: c.dis, filteredData: true },
    { value: 'type', text: c.type, filteredData: true },
    { value: 'groupName', text: c.group, filteredData: true },
    { value: 'lessonDate', text: c.lessonDate, type: 'date' as const },
    { value: 'aud', text: c.aud },
    { value: 'mark', text: c.mark, nameSlot: 'mark', filteredData: true },
    { value: 'markAud', text: c.markAud, nameSlot: 'markAud' },
    { value: 'text', text: c.text, nameSlot: 'text' },
  ]
}

/** The reviews in the shared DataTable: sortable columns, filters, search, pages, xlsx export. */
function ReviewsTable({ reviews, showTeachers }: { reviews: readonly ReceivedReview[]; showTeachers: boolean }) {
  const headers = useMemo(() => headersFor(showTeachers), [showTeachers])
  return (
    <DataTable
      title={t.listTitle}
      dataSource={reviews}
      headers={headers}
      itemKey="reviewID"
      slots={SLOTS}
      filters
      search
      pagination={{ sortBy: 'created', descending: true, rowsPerPage: 20 }}
      exportFileName="otzyvy"
    />
  )
}

/**
 * Reviews a teacher received: /Journals/TeacherReviews/{teacherID} (one teacher) and
 * /Journals/ReviewsList (own reviews for a teacher, everyone's for a supervisor). Anonymous.
 */
export default function ReceivedReviewsScreen({ params }: ScreenProps) {
  const teacherID = params.teacherID !== undefined ? Number(params.teacherID) : null
  // A malformed id asks for teacher 0, which the server refuses like any unknown teacher.
  const actor = useActorRef(receivedReviewsMachine, {
    input: { teacherID: teacherID === null || Number.isInteger(teacherID) ? teacherID : 0 },
  })
  const loading = useSelector(actor, selectIsLoading)
  const failure = useSelector(actor, selectFailure)
  const reviews = useSelector(actor, selectReviews)
  const teacher = useSelector(actor, selectTeacherName)
  const showTeachers = useSelector(actor, selectShowsTeachers)
  const average = useSelector(actor, selectAverage)
  const title =
    teacherID !== null && teacher ? t.teacherTitleOf(teacher) : teacherID === null ? t.listTitle : t.teacherTitle

  return (
    <div className="page page-wide reviews-page">
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
          {failure === 'failed' && (
            <Button label={t.retry} icon="pi pi-refresh" onClick={() => actor.send({ type: 'reviews.reload' })} />
          )}
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
