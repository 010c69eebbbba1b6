import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { moduleResource } from '@/api/schoolx-modules'
import { educationalPlanResource, WORK_KIND_OPTIONS } from '@/api/schoolx-plans'
import { ResourceTable } from '@/kit/resource-table'
import { useResource, useResourceRows } from '@/kit/use-resource'
import { selectRows } from '@/machines/resource/resource.selectors'
import { schoolxPlansTexts } from '@/texts/ru/schoolx-plans'
import { FilterSelect } from '@/ui/filter-select'
import '@/kit/resource.css'
import './schoolx.css'
import './schoolx-plans.css'

const t = schoolxPlansTexts.plans

/** Hours of the shown rows: the total and by kind of work. */
export function planTotals(rows: readonly Record<string, unknown>[]) {
  const byKind = new Map<number, number>()
  let total = 0
  for (const row of rows) {
    const hours = Number(row.hours) || 0
    total += hours
    byKind.set(Number(row.kind), (byKind.get(Number(row.kind)) ?? 0) + hours)
  }
  return { total, byKind }
}

/**
 * `/donstux/Admin/EducationalPlans`: each module's plan — its themes with hours and the kind of work —
 * which the organiser edits; above the table the chosen plan's total hours and their split by kind.
 */
export default function EducationalPlansScreen() {
  const [moduleID, setModuleID] = useState(0)
  const modules = useResourceRows(moduleResource, { mode: 'all' })
  const actor = useResource(educationalPlanResource, { moduleID })
  const rows = useSelector(actor, selectRows)
  const totals = planTotals(rows)
  const lists = { modules, workKinds: WORK_KIND_OPTIONS }
  const options = [
    { value: 0, label: t.allModules },
    ...modules.map((m) => ({ value: Number(m.moduleID), label: String(m.name) })),
  ]
  return (
    <div className="page rk-page schoolx">
      <h1>{t.title}</h1>
      <p className="schoolx-note">{t.intro}</p>
      <div className="schoolx-filters">
        <FilterSelect label={t.module} options={options} value={moduleID} onChange={(id) => setModuleID(id ?? 0)} />
      </div>
      <section aria-labelledby="plan-totals">
        <h2 id="plan-totals">{t.totalsTitle}</h2>
        {rows.length === 0 ? (
          <p>{t.noRows}</p>
        ) : (
          <ul className="schoolx-plan-totals" aria-live="polite">
            <li>{t.total(totals.total)}</li>
            {WORK_KIND_OPTIONS.filter((k) => totals.byKind.has(k.id)).map((k) => (
              <li key={k.id}>{t.byKind(k.name, totals.byKind.get(k.id) ?? 0)}</li>
            ))}
          </ul>
        )}
      </section>
      <ResourceTable actor={actor} title={t.title} lists={lists} exportFileName="schoolx-educational-plans" />
    </div>
  )
}
