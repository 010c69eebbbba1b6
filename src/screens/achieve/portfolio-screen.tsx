import { useId, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import { Button } from 'primereact/button'
import { portfolioMachine } from '@/machines/achieve/portfolio.machine'
import {
  selectCategories,
  selectPortfolioFailed,
  selectPortfolioLoading,
  selectTypes,
  selectWorks,
} from '@/machines/achieve/portfolio.selectors'
import { formatRuDate } from '@/lib/dates'
import { achieveTexts } from '@/texts/ru/achieve'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { WorkStatusBadge } from './work-parts'
import './achieve.css'

const t = achieveTexts.work

/** /portfolio: the user's achievements by category, with status and points, and «add» by type. */
export default function PortfolioScreen() {
  const [, navigate] = useLocation()
  const actor = useActorRef(portfolioMachine)
  const loading = useSelector(actor, selectPortfolioLoading)
  const failed = useSelector(actor, selectPortfolioFailed)
  const works = useSelector(actor, selectWorks)
  const types = useSelector(actor, selectTypes)
  const categories = useSelector(actor, selectCategories)
  const [typeID, setTypeID] = useState('')
  const formID = useId()
  const total = works.filter((w) => w.status === 'confirmed').reduce((sum, w) => sum + w.points, 0)
  return (
    <div className="page ach-page">
      <h1>{t.myTitle}</h1>
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : failed ? (
        <p role="alert">{t.errors.loadFailed}</p>
      ) : (
        <>
          <form
            className="ach-add"
            onSubmit={(e) => {
              e.preventDefault()
              if (typeID) navigate(`/Portfolio/Work/${typeID}`)
            }}
          >
            <div className="ach-add-field">
              <label htmlFor={`${formID}-type`}>{t.addType}</label>
              <LabelledDropdown
                inputId={`${formID}-type`}
                label={t.addType}
                value={typeID || null}
                options={categories.map((c) => ({
                  label: c.name,
                  items: types
                    .filter((x) => x.categoryID === c.id)
                    .map((x) => ({ label: x.name, value: String(x.id) })),
                }))}
                optionGroupLabel="label"
                optionGroupChildren="items"
                placeholder="—"
                onChange={(e) => setTypeID((e.value as string | null) ?? '')}
              />
            </div>
            <Button type="submit" icon="pi pi-plus" label={t.add} disabled={!typeID} />
          </form>
          <p>
            {t.total}: <strong>{total}</strong>. <Link href="/Portfolio/PointsTable">{t.ratingTitle}</Link>
          </p>
          {works.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <div className="ach-scroll">
              <table className="ach-table" aria-label={t.myTable}>
                <thead>
                  <tr>
                    <th scope="col">{t.category}</th>
                    <th scope="col">{t.type}</th>
                    <th scope="col">{t.title}</th>
                    <th scope="col">{t.level}</th>
                    <th scope="col">{t.result}</th>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.points}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...works]
                    .sort((a, b) => a.categoryID - b.categoryID)
                    .map((w) => (
                      <tr key={w.id}>
                        <td>{w.categoryName}</td>
                        <td>{w.typeName}</td>
                        <td>
                          <Link href={`/Portfolio/Work/${w.typeID}/${w.id}`}>{w.title}</Link>
                          {w.remark && (
                            <div className="ach-reason">
                              {t.remark}: {w.remark}
                            </div>
                          )}
                        </td>
                        <td>{t.levels[w.level]}</td>
                        <td>{t.results[w.result]}</td>
                        <td>{formatRuDate(w.date)}</td>
                        <td>
                          <WorkStatusBadge status={w.status} />
                        </td>
                        <td>{w.status === 'confirmed' ? w.points : `(${w.points})`}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  )
}
