import type { ReactNode } from 'react'

/**
 * A page addressed by a student's id (`/…/{studentID}`; a negative id is read as positive): the view
 * for a well-formed id, keyed by it, or the «bad request» alert.
 */
export function StudentIDPage({
  raw,
  badRequest,
  children,
}: {
  raw: string | undefined
  badRequest: string
  children: (studentID: number) => ReactNode
}) {
  const digits = (raw ?? '').replace(/^-/, '')
  const studentID = /^[1-9]\d*$/.test(digits) ? Number(digits) : null
  return (
    <div className="page">
      {studentID === null ? (
        <div role="alert" className="day-failure">
          <p>{badRequest}</p>
        </div>
      ) : (
        children(studentID)
      )}
    </div>
  )
}
