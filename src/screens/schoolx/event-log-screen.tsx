import { eventLogResource } from '@/api/schoolx-admin'
import { ResourceScreen } from '@/kit/resource-screen'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'
import './schoolx.css'

const t = schoolxAdminTexts.eventLog

/** `/donstux/Admin/EventLog`: who changed what in the programme's data (the area's journaled writes). */
export default function EventLogScreen() {
  return (
    <ResourceScreen resource={eventLogResource} title={t.title} exportFileName="schoolx-event-log">
      <p className="schoolx-note">{t.intro}</p>
    </ResourceScreen>
  )
}
