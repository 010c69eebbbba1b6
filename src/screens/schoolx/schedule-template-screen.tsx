import { moduleResource } from '@/api/schoolx-modules'
import { PAIR_OPTIONS, scheduleSlotResource, WEEKDAY_OPTIONS } from '@/api/schoolx-plans'
import { schoolTeacherResource } from '@/api/schoolx-staff'
import { ResourceScreen } from '@/kit/resource-screen'
import { useResourceRows } from '@/kit/use-resource'
import { schoolxPlansTexts } from '@/texts/ru/schoolx-plans'
import './schoolx.css'

const t = schoolxPlansTexts.schedule

/**
 * `/donstux/Admin/TrainingScheduleTemp`: the organiser's weekly template of the lessons (module, group,
 * weekday, pair with its bell time, room, teacher); the server refuses a room or a teacher twice in one pair.
 */
export default function ScheduleTemplateScreen() {
  const modules = useResourceRows(moduleResource, { mode: 'all' })
  const teachers = useResourceRows(schoolTeacherResource)
  const lists = { modules, teachers, weekdays: WEEKDAY_OPTIONS, pairs: PAIR_OPTIONS }
  return (
    <ResourceScreen
      resource={scheduleSlotResource}
      title={t.title}
      lists={lists}
      exportFileName="schoolx-schedule-template"
    >
      <p className="schoolx-note">{t.intro}</p>
    </ResourceScreen>
  )
}
