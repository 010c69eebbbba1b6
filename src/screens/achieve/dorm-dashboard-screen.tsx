import { Link } from 'wouter'
import { DORM_STATES } from '@/api/dormitory'
import type { ScreenProps } from '@/lib/screen-props'
import { formatRuDate } from '@/lib/dates'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DormPage } from './dorm-parts'
import { useDormSelection } from './use-dorm-selection'

const t = dormitoryTexts.dashboard

/** /Dormitory/Admin/сompetitionDashboard/:concestID: places per dormitory, requests by state, the progress. */
export default function DormDashboardScreen({ params }: ScreenProps) {
  const s = useDormSelection(Number(params.concestID) || null)
  const ranking = s.ranking
  const rows = ranking?.rows ?? []
  const count = (state: string) => rows.filter((r) => r.state === state).length
  const decided = rows.length - count('submitted')
  const selected = count('selected')
  const settled = rows.filter((r) => r.state === 'selected' && r.slotID > 0).length
  return (
    <DormPage
      title={t.title}
      contest={ranking?.contest ?? null}
      loading={s.loading}
      loadFailed={s.loadFailed}
      onRetry={s.retry}
    >
      <p>
        <Link href="/Dormitory/Admin/AdminConcestSelection">{t.toSelection}</Link>
      </p>
      <section className="ach-card" aria-labelledby="dorm-progress">
        <h2 id="dorm-progress">{t.progress}</h2>
        <p id="dorm-progress-decided">{t.decided(decided, rows.length)}</p>
        <meter
          className="dorm-meter"
          min={0}
          max={Math.max(rows.length, 1)}
          value={decided}
          aria-labelledby="dorm-progress-decided"
        />
        <p id="dorm-progress-settled">{t.settledCount(settled, selected)}</p>
        <meter
          className="dorm-meter"
          min={0}
          max={Math.max(selected, 1)}
          value={settled}
          aria-labelledby="dorm-progress-settled"
        />
      </section>
      <div className="dorm-cards">
        <section className="ach-card" aria-labelledby="dorm-states">
          <h2 id="dorm-states">{t.states}</h2>
          <table className="ach-table" aria-labelledby="dorm-states">
            <thead>
              <tr>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {DORM_STATES.map((st) => (
                <tr key={st}>
                  <td>{dormitoryTexts.states[st]}</td>
                  <td className="ach-num">{count(st)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="ach-card" aria-labelledby="dorm-hostels">
          <h2 id="dorm-hostels">{t.hostels}</h2>
          <table className="ach-table" aria-labelledby="dorm-hostels">
            <thead>
              <tr>
                <th scope="col">{t.hostel}</th>
                <th scope="col">{t.places}</th>
                <th scope="col">{t.taken}</th>
                <th scope="col">{t.free}</th>
              </tr>
            </thead>
            <tbody>
              {(ranking?.hostels ?? []).map((h) => (
                <tr key={h.id}>
                  <td>
                    {h.name}
                    <div className="ach-reason">{h.address}</div>
                  </td>
                  <td className="ach-num">{h.places}</td>
                  <td className="ach-num">{h.taken}</td>
                  <td className="ach-num">{Math.max(h.places - h.taken, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <section className="ach-card" aria-labelledby="dorm-slots">
        <h2 id="dorm-slots">{t.slots}</h2>
        <table className="ach-table" aria-labelledby="dorm-slots">
          <thead>
            <tr>
              <th scope="col">{t.slotDate}</th>
              <th scope="col">{t.slotTime}</th>
              <th scope="col">{t.slotBooked}</th>
              <th scope="col">{t.slotCapacity}</th>
            </tr>
          </thead>
          <tbody>
            {(ranking?.slots ?? []).map((slot) => (
              <tr key={slot.id}>
                <td>{formatRuDate(slot.date)}</td>
                <td>{slot.time}</td>
                <td className="ach-num">{slot.booked}</td>
                <td className="ach-num">{slot.capacity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </DormPage>
  )
}
