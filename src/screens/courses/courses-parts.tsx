import { Button } from 'primereact/button'
import type { AnswerStatus } from '@/lib/course-rules'
import type { CourseFailure } from '@/machines/courses/courses.types'
import { courseTexts as t } from '@/texts/ru/courses'
import './courses.css'

/** An id from the address: null when absent, -1 when malformed (the server answers 400 for it). */
export function idFrom(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : -1
}

/** A failed load: the reason, and «Повторить» where trying again may help. */
export function CourseFailureView({ failure, onRetry }: { failure: CourseFailure; onRetry: () => void }) {
  return (
    <div role="alert" className="courses-failure">
      <p>{t.failures[failure]}</p>
      {failure === 'failed' && <Button type="button" label={t.retry} onClick={onRetry} />}
    </div>
  )
}

export function StatusBadge({ status }: { status: AnswerStatus }) {
  return <span className={`courses-status courses-status-${status}`}>{t.status[status]}</span>
}
