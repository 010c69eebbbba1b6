import { partTimeKinds, partTimeRates, partTimeResource } from '@/api/staff-resources'
import { ResourceScreen } from '@/kit/resource-screen'
import { staffTexts } from '@/texts/ru/staff'

const t = staffTexts.partTime
const lists = { kinds: partTimeKinds, rates: partTimeRates }

/** /prepodsDifferent: external part-timers and hourly teachers; the administrators and deans' offices keep the list. */
export default function PrepodsDifferentScreen() {
  return (
    <ResourceScreen resource={partTimeResource} title={t.title} lists={lists}>
      <p>{t.intro}</p>
    </ResourceScreen>
  )
}
