import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import type { DormContestHead, DormRequest } from '@/api/dormitory'
import type { WriteError } from '@/machines/achieve/achieve.types'
import { formatRuDate } from '@/lib/dates'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import './achieve.css'
import './dormitory.css'

const t = dormitoryTexts
const e = t.errors

/** A request's state as a badge; a selected one with a chosen date reads «Дата заселения выбрана». */
export function DormStatusBadge({ request }: { request: Pick<DormRequest, 'state' | 'slotID'> | null }) {
  if (!request) return <span className="ach-status dorm-status-none">{t.abit.noRequest}</span>
  const settled = request.state === 'selected' && request.slotID > 0
  return (
    <span className={`ach-status dorm-status-${settled ? 'settled' : request.state}`}>
      {settled ? t.settled : t.states[request.state]}
    </span>
  )
}

/** The benefit categories of a request, in words («нет» when none). */
export const benefitNames = (codes: readonly string[]) =>
  codes.length ? codes.map((c) => t.benefits[c] ?? c).join('; ') : t.request.none

/** A refused write in Russian: the server's own message for a bad request, else a general text. */
export function dormErrorText(error: WriteError | null): string | null {
  if (!error) return null
  if (error.code === 'forbidden') return e.forbidden
  if (error.code === 'badRequest' && error.message) return `${e.failed}: ${error.message}`
  return e.failed
}

/** The frame of a dormitory page: the title, the contest's name and dates, the loading and failure lines. */
export function DormPage(props: {
  title: string
  contest: DormContestHead | null
  loading: boolean
  loadFailed: boolean
  onRetry: () => void
  children?: ReactNode
}) {
  return (
    <div className="page ach-page">
      <h1>{props.title}</h1>
      {props.contest && (
        <p>
          <strong>{props.contest.name}</strong>. {t.contestDates}: {formatRuDate(props.contest.dateStart)} —{' '}
          {formatRuDate(props.contest.dateTo)}
        </p>
      )}
      {props.loading ? (
        <p role="status">{t.loading}</p>
      ) : props.loadFailed ? (
        <p role="alert">
          {t.loadFailed} <Button type="button" label={t.refresh} text onClick={props.onRetry} />
        </p>
      ) : (
        props.children
      )}
    </div>
  )
}

/** The links between an applicant's three pages of one contest. */
export function DormLinks({ concestID, show }: { concestID: number; show: ('request' | 'date' | 'result')[] }) {
  const links = {
    request: [`/Contests/Dormitory/Request/${concestID}`, t.abit.viewRequest],
    date: [`/Contests/Dormitory/SelectDate/${concestID}`, t.abit.selectDate],
    result: [`/Contests/Dormitory/ResultDormitoryContests/${concestID}`, t.abit.result],
  } as const
  return (
    <p className="ach-buttons">
      {show.map((k) => (
        <Link key={k} href={links[k][0]}>
          {links[k][1]}
        </Link>
      ))}
    </p>
  )
}
