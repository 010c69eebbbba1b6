import { Button } from 'primereact/button'
import type { DormSlot } from '@/api/dormitory'
import type { ScreenProps } from '@/lib/screen-props'
import { formatRuDate } from '@/lib/dates'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DormLinks, DormPage, dormErrorText } from './dorm-parts'
import { useDormStudent } from './use-dorm-student'

const t = dormitoryTexts.date

function SlotTable(props: { slots: DormSlot[]; chosenID: number; busy: boolean; onChoose: (slotID: number) => void }) {
  if (props.slots.length === 0) return <p>{t.none}</p>
  return (
    <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.slots}>
      <table className="ach-table" aria-label={t.slots} aria-busy={props.busy}>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.free}</th>
            <th scope="col">
              <span className="sr-only">{t.choose}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.slots.map((slot) => {
            const free = Math.max(slot.capacity - slot.booked, 0)
            const chosen = slot.id === props.chosenID
            const label = `${formatRuDate(slot.date)} ${slot.time}`
            return (
              <tr key={slot.id}>
                <td>{formatRuDate(slot.date)}</td>
                <td>{slot.time}</td>
                <td className="ach-num">{free > 0 ? free : t.full}</td>
                <td>
                  {chosen ? (
                    <strong>{t.chosen}</strong>
                  ) : (
                    <Button
                      type="button"
                      size="small"
                      label={t.choose}
                      aria-label={`${t.choose}: ${label}`}
                      disabled={props.busy || free === 0}
                      onClick={() => props.onChoose(slot.id)}
                    />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** /Contests/Dormitory/SelectDate/:concestID: a student given a place picks a free settlement slot. */
export default function DormDateScreen({ params }: ScreenProps) {
  const s = useDormStudent(params.concestID)
  const request = s.page?.request ?? null
  const concestID = s.page?.contest.concestID ?? 0
  const error = dormErrorText(s.error)
  return (
    <DormPage
      title={t.title}
      contest={s.page?.contest ?? null}
      loading={s.loading}
      loadFailed={s.loadFailed}
      onRetry={s.retry}
    >
      <p role="status" className="ach-saved">
        {s.saved === 'slot' && request ? `${t.saved}: ${formatRuDate(request.slotDate)} ${request.slotTime}` : ''}
      </p>
      {error && (
        <p role="alert" className="ach-error">
          {error}
        </p>
      )}
      {s.stage === 'noRequest' ? (
        <>
          <p>{t.noRequest}</p>
          <DormLinks concestID={concestID} show={['request']} />
        </>
      ) : s.stage === 'submitted' ? (
        <p>{t.notSelected}</p>
      ) : s.stage === 'refused' ? (
        <p>{t.refused}</p>
      ) : (
        request && (
          <>
            <dl className="dorm-facts">
              <dt>{t.hostel}</dt>
              <dd>{request.hostelName}</dd>
              <dt>{t.room}</dt>
              <dd>{request.room}</dd>
              {request.slotID > 0 && (
                <>
                  <dt>{t.current}</dt>
                  <dd>
                    {formatRuDate(request.slotDate)} {request.slotTime}
                  </dd>
                </>
              )}
            </dl>
            <h2>{t.slots}</h2>
            <SlotTable
              slots={s.page?.slots ?? []}
              chosenID={request.slotID}
              busy={s.busy}
              onChoose={(slotID) => s.actor.send({ type: 'slot.choose', slotID })}
            />
          </>
        )
      )}
      {s.stage !== 'noRequest' && <DormLinks concestID={concestID} show={['request', 'result']} />}
    </DormPage>
  )
}
