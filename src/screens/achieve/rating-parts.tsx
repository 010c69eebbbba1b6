import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { ratingTableMachine } from '@/machines/achieve/rating-table.machine'
import type { RatingReport } from '@/machines/achieve/rating-table.types'
import {
  selectCategoryID,
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
export function ReportError({ actor }: { actor: ReportRef }) {
  const error = useSelector(actor, selectReportError)
  if (!error) return null
  return (
    <div className="ach-buttons">
      <p role="alert" className="ach-error">
        {error.code === 'forbidden' ? t.errors.forbidden : (error.message ?? t.errors.loadFailed)}
      </p>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-refresh"
        label={t.errors.retry}
        onClick={() => actor.send({ type: 'list.refresh' })}
      />
    </div>
  )
}
