import { passPermitResource, passPermitStatuses } from '@/api/journal-permits'
import { ResourceScreen } from '@/kit/resource-screen'
import { journalPermitTexts } from '@/texts/ru/journal-permits'

const t = journalPermitTexts
const lists = { statuses: passPermitStatuses }

/** /Journals/PassPermits: students' excused-absence applications; the deans' office approves or refuses with a reason. */
export default function JournalPassPermitsScreen() {
  return (
    <ResourceScreen resource={passPermitResource} title={t.title} lists={lists}>
      <p>{t.intro}</p>
    </ResourceScreen>
  )
}
