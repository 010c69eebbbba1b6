import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { emptyAudSearchSchema } from '@/api/day'
import { PAIR_TIMES, ROOM_CAPACITY_MAX } from '@/lib/constants/day'
import { academicYearOf, minutesOf, moscowClock } from '@/lib/day-week'
import { emptyAudMachine } from '@/machines/day/empty-aud.machine'
import {
  selectBuildings,
  selectBuildingsLoading,
  selectRoomsResult,
  selectSearchFailure,
  selectSearching,
  selectSearchMessage,
} from '@/machines/day/empty-aud.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { DateFormField } from '@/ui/form/date-form-field'
import { NumberField } from '@/ui/form/number-field'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { emptyAudTexts as t } from '@/texts/ru/day'
import { formatRuDate } from './timetable-view'
import './day.css'

const PAIR_OPTIONS = PAIR_TIMES.map((p) => ({ value: p.pair, label: t.pairOption(p.pair, p.start, p.end) }))

/** Today and the pair going on or next (the first pair after the last one). */
function startValues() {
  const { day, minutes } = moscowClock(new Date())
  const pair = PAIR_TIMES.find((p) => minutesOf(p.end) > minutes)?.pair ?? 1
  return { date: day, pair, building: 0, capacity: null }
}

/** /Rasp/EmptyAud: the rooms no group has a lesson in at a date and a pair, by building and seats. */
export default function EmptyAudScreen() {
  const ref = useActorRef(emptyAudMachine, { input: { year: academicYearOf(moscowClock(new Date()).day) } })
  const buildings = useSelector(ref, selectBuildings)
  const buildingsLoading = useSelector(ref, selectBuildingsLoading)
  const searching = useSelector(ref, selectSearching)
  const result = useSelector(ref, selectRoomsResult)
  const failure = useSelector(ref, selectSearchFailure)
  const message = useSelector(ref, selectSearchMessage)
  const form = useAppForm(emptyAudSearchSchema, { defaultValues: startValues() })
  const buildingOptions = [
    { value: 0, label: t.allBuildings },
    ...buildings.map((b) => ({ value: b, label: t.buildingName(b) })),
  ]
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AppForm
        form={form}
        busy={searching}
        error={failure ? (message ?? t.failed) : null}
        label={t.title}
        className="aud-form"
        onSubmit={(values) => ref.send({ type: 'rooms.search', values })}
      >
        <DateFormField name="date" label={t.date} required />
        <SelectField name="pair" label={t.pair} options={PAIR_OPTIONS} required />
        <SelectField name="building" label={t.building} options={buildingOptions} loading={buildingsLoading} />
        <NumberField name="capacity" label={t.capacity} min={1} max={ROOM_CAPACITY_MAX} hint={t.capacityHint} />
        <SubmitButton label={t.search} icon="pi pi-search" />
      </AppForm>
      <div aria-live="polite">
        {searching && <p>{t.searching}</p>}
        {result && !searching && (
          <>
            <h2>{t.result(result.rooms.length, formatRuDate(result.date), result.pair)}</h2>
            <p>{t.busy(result.busy)}</p>
            {result.rooms.length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <table className="aud-table">
                <caption className="sr-only">
                  {t.result(result.rooms.length, formatRuDate(result.date), result.pair)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t.room}</th>
                    <th scope="col">{t.building}</th>
                    <th scope="col">{t.seats}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rooms.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">
                        <Link href={`/Rasp/Aud/${r.id}?date=${result.date}`} aria-label={t.openRoom(r.name)}>
                          {r.name}
                        </Link>
                      </th>
                      <td>{r.building}</td>
                      <td>{r.capacity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </div>
  )
}
