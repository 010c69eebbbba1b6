import { Link } from 'wouter'
import { goalProgressResource, goalResource } from '@/api/schoolx-programme'
import { ResourceTable } from '@/kit/resource-table'
import { useResource } from '@/kit/use-resource'
import type { ScreenProps } from '@/lib/screen-props'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'
import '@/kit/resource.css'
import './schoolx.css'

const t = schoolxProgrammeTexts.goals

/**
 * `/modules/Goals/{moduleID}`: a module's learning goals (its teachers and the organiser add, edit and
 * remove them) and each participant's progress on them (a participant sees their own row).
 */
export default function GoalsScreen({ params }: ScreenProps) {
  const moduleID = Number(params.moduleID) || 0
  const goals = useResource(goalResource, { moduleID })
  const progress = useResource(goalProgressResource, { moduleID })
  return (
    <div className="page rk-page schoolx">
      <p>
        <Link href={`/modules/module/view/${moduleID}`}>{t.back}</Link>
      </p>
      <h1>{t.title}</h1>
      <p className="schoolx-note">{t.intro}</p>
      <section aria-labelledby="goals-list">
        <h2 id="goals-list">{t.goalsTable}</h2>
        <ResourceTable actor={goals} title={t.goalsTable} exportFileName={`goals-${moduleID}`} />
      </section>
      <section aria-labelledby="goals-progress">
        <h2 id="goals-progress">{t.progressTable}</h2>
        <ResourceTable actor={progress} title={t.progressTable} exportFileName={`goal-progress-${moduleID}`} />
      </section>
    </div>
  )
}
