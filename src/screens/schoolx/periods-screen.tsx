import { PERIOD_TYPE_OPTIONS, periodResource } from '@/api/schoolx-admin'
import { ResourceScreen } from '@/kit/resource-screen'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'
import './schoolx.css'

const t = schoolxAdminTexts.periods
const lists = { periodTypes: PERIOD_TYPE_OPTIONS }

/** `/donstux/Admin/Periods`: the programme's periods (dates, stage, open now or not); the administrator edits them. */
export default function PeriodsScreen() {
  return (
    <ResourceScreen resource={periodResource} title={t.title} lists={lists} exportFileName="schoolx-periods">
      <p className="schoolx-note">{t.intro}</p>
    </ResourceScreen>
  )
}
