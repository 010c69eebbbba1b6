import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { drawFormSchema, drawNames, type DrawFormInput } from '@/api/contests'
import { contestDrawMachine } from '@/machines/achieve/contest-draw.machine'
import {
  selectBusy,
  selectDraws,
  selectError,
  selectGuest,
  selectSaved,
} from '@/machines/achieve/contest-draw.selectors'
import { seededOrder } from '@/lib/contest-ranking'
import { formatRuDateTime } from '@/lib/dates'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextAreaField } from '@/ui/form/text-area-field'
import { NumberField } from '@/ui/form/number-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { contestTexts } from '@/texts/ru/contests'
import { contestErrorText } from './contest-error-text'
import './achieve.css'
import './contests.css'

const t = contestTexts.draw

interface Drawn {
  seed: number
  names: string[]
  order: string[]
}

/** A seed to start from: today's date as a number, so the default is the same for everyone that day. */
const todaySeed = () => Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''))

function SavedDraws() {
  const actor = useActorRef(contestDrawMachine)
  return <DrawPanel actor={actor} />
}

function DrawPanel({ actor }: { actor: ReturnType<typeof useActorRef<typeof contestDrawMachine>> }) {
  const busy = useSelector(actor, selectBusy)
  const draws = useSelector(actor, selectDraws)
  const saved = useSelector(actor, selectSaved)
  const error = useSelector(actor, selectError)
  const guest = useSelector(actor, selectGuest)
  const [drawn, setDrawn] = useState<Drawn | null>(null)
  const form = useAppForm(drawFormSchema, { defaultValues: { names: '', seed: todaySeed() } as DrawFormInput })
  return (
    <div className="con-two">
      <section className="ach-card" aria-labelledby="draw-form">
        <h2 id="draw-form">{t.run}</h2>
        <p>{t.intro}</p>
        <AppForm
          form={form}
          onSubmit={(values) => {
            const names = drawNames(values.names)
            setDrawn({ seed: values.seed, names, order: seededOrder(names, values.seed) })
          }}
        >
          <TextAreaField name="names" label={t.names} required rows={8} />
          <NumberField name="seed" label={t.seed} required min={1} max={999_999_999} />
          <SubmitButton label={t.run} icon="pi pi-sync" />
        </AppForm>
      </section>
      <section className="ach-card" aria-labelledby="draw-order">
        <h2 id="draw-order">{t.order}</h2>
        {drawn && (
          <>
            <ol className="con-order" aria-label={`${t.order}, ${t.seed} ${drawn.seed}`}>
              {drawn.order.map((name, i) => (
                <li key={`${i}-${name}`}>{name}</li>
              ))}
            </ol>
            <Button
              type="button"
              icon="pi pi-save"
              label={t.save}
              loading={busy}
              disabled={busy}
              onClick={() => actor.send({ type: 'draw.save', body: { seed: drawn.seed, names: drawn.names } })}
            />
          </>
        )}
        <p role="status" className="ach-saved">
          {saved ? t.saved : ''}
        </p>
        {error && <p role="alert">{guest ? t.signInToSave : contestErrorText(error)}</p>}
      </section>
      <section>
        <h2 id="draw-history">{t.history}</h2>
        {draws.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="draw-history">
            <table className="ach-table">
              <thead>
                <tr>
                  <th scope="col">{t.at}</th>
                  <th scope="col">{t.by}</th>
                  <th scope="col">{t.seed}</th>
                  <th scope="col">{t.count}</th>
                  <th scope="col">{t.order}</th>
                </tr>
              </thead>
              <tbody>
                {draws.map((d) => (
                  <tr key={d.id}>
                    <td>{formatRuDateTime(d.at)}</td>
                    <td>{d.by}</td>
                    <td>{d.seed}</td>
                    <td>{d.order.length}</td>
                    <td>{d.order.join(' → ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

/** /Contests/Randomizer/ (public, empty layout): a fair, seeded draw of the order of presentations, shown and saved. */
export default function ContestRandomizerScreen() {
  return (
    <div className="page ach-page">
      <h1>{t.heading}</h1>
      <SavedDraws />
    </div>
  )
}
