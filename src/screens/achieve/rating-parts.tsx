import type { ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { ratingTableMachine } from '@/machines/achieve/rating-table.machine'
import type { RatingReport } from '@/machines/achieve/rating-table.types'
import type { WriteError } from '@/machines/achieve/achieve.types'
import {
  selectCategoryID,
  selectFirstLoad,
  selectRatingCategories,
  selectReportError,
  selectReportLoading,
  selectYear,
  selectYears,
} from '@/machines/achieve/rating-table.selectors'
import { ALL_YEARS } from '@/lib/constants/rating'
import { ratingTexts } from '@/texts/ru/rating'
import { FilterSelect } from '@/ui/filter-select'
import './achieve.css'

const t = ratingTexts
export type ReportRef = ActorRefFrom<typeof ratingTableMachine>

/** The actor of one ratings screen: its kind and the category the path names (`/portfolio/ratingAll/2`). */
export function useReport(kind: RatingReport['kind'], categoryParam?: string): ReportRef {
  const categoryID = Number(categoryParam)
  return useActorRef(ratingTableMachine, {
    input: { kind, categoryID: Number.isInteger(categoryID) && categoryID > 0 ? categoryID : null },
  })
}

/** «2026/2027» for a year, «За все годы» for all of them. */
export const periodLabel = (year: number | null) =>
  year === null ? '' : year === ALL_YEARS ? t.allYears : t.yearLabel(year)

/** The academic year (and, for ratings, category) filters; each choice reloads the table. */
export function ReportFilters({ actor, categories = false }: { actor: ReportRef; categories?: boolean }) {
  const years = useSelector(actor, selectYears)
  const year = useSelector(actor, selectYear)
  const categoryID = useSelector(actor, selectCategoryID)
  const categoryList = useSelector(actor, selectRatingCategories)
  const loading = useSelector(actor, selectReportLoading)
  return (
    <div className="ach-buttons rating-filters" aria-busy={loading}>
      <FilterSelect
        label={t.year}
        value={year}
        options={[...years.map((y) => ({ value: y, label: t.yearLabel(y) })), { value: ALL_YEARS, label: t.allYears }]}
        onChange={(y) => y !== null && actor.send({ type: 'year.select', year: y })}
      />
      {categories && (
        <FilterSelect
          label={t.category}
          value={categoryID ?? 0}
          options={[{ value: 0, label: t.allCategories }, ...categoryList.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(c) => actor.send({ type: 'category.select', categoryID: c ? c : null })}
        />
      )}
    </div>
  )
}

/** A failed load in Russian (no rights, the server's own 400 text, or a generic failure) with «Повторить». */
export function LoadError(props: { error: WriteError | null; forbidden: string; onRetry: () => void }) {
  if (!props.error) return null
  return (
    <div className="ach-buttons">
      <p role="alert" className="ach-error">
        {props.error.code === 'forbidden' ? props.forbidden : (props.error.message ?? t.errors.loadFailed)}
      </p>
      <Button type="button" size="small" outlined icon="pi pi-refresh" label={t.errors.retry} onClick={props.onRetry} />
    </div>
  )
}

/**
 * The frame of a report by academic year: heading, intro, the filters, a failed load, «Загрузка…» before the
 * first answer, the empty text when there are no rows, else the table the screen gives.
 */
export function ReportPage(props: {
  actor: ReportRef
  title: string
  intro: string
  empty: string
  rows: number
  categories?: boolean
  children: ReactNode
}) {
  const { actor } = props
  const first = useSelector(actor, selectFirstLoad)
  const error = useSelector(actor, selectReportError)
  return (
    <div className="page ach-page">
      <h1>{props.title}</h1>
      <p>{props.intro}</p>
      <ReportFilters actor={actor} categories={props.categories} />
      <LoadError error={error} forbidden={t.errors.forbidden} onRetry={() => actor.send({ type: 'list.refresh' })} />
      {first ? (
        <p role="status">{t.loading}</p>
      ) : props.rows === 0 ? (
        <p>{props.empty}</p>
      ) : (
        // a wide table scrolls sideways on a phone: the scroll box is reachable by keyboard (axe: scrollable-region-focusable)
        <div className="ach-scroll" tabIndex={0} role="region" aria-label={props.title}>
          {props.children}
        </div>
      )}
    </div>
  )
}
