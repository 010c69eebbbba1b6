import { Fragment, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import type { OrderingMachine } from '@/machines/achieve/ordering.machine'
import {
  selectBusy,
  selectError,
  selectKinds,
  selectLoadFailed,
  selectLoading,
  selectMine,
  selectRefreshing,
  selectSavedID,
} from '@/machines/achieve/ordering.selectors'
import { writeErrorText } from './error-text'
import './achieve.css'

export interface OrderingPageTexts {
  title: string
  loading: string
  loadFailed: string
  refresh: string
  formTitle: string
  /** The line after a saved order, e.g. «Справка заказана: № 16». */
  saved: (id: number) => string
  myList: string
  empty: string
}

/**
 * A student's page of one kind of order (certificates, applications): the order form above, the user's
 * own orders below, over an ordering machine. The form and the table are the kind's own.
 */
export function OrderingPage<Kind, Order, Item extends { id: number }>(props: {
  machine: OrderingMachine<Kind, Order, Item>
  /** Prefix of the section ids (`${idPrefix}-order-heading`, `${idPrefix}-mine-heading`). */
  idPrefix: string
  texts: OrderingPageTexts
  form: (form: { kinds: Kind[]; busy: boolean; error: string | null; onSubmit: (values: Order) => void }) => ReactNode
  table: (mine: Item[], labelledBy: string) => ReactNode
}) {
  const { texts: t, idPrefix } = props
  const actor = useActorRef(props.machine)
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const refreshing = useSelector(actor, selectRefreshing)
  const kinds = useSelector(actor, selectKinds)
  const mine = useSelector(actor, selectMine)
  const error = useSelector(actor, selectError)
  const savedID = useSelector(actor, selectSavedID)
  const orderHeading = `${idPrefix}-order-heading`
  const mineHeading = `${idPrefix}-mine-heading`
  return (
    <div className="page ach-page">
      <h1>{t.title}</h1>
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">
          {t.loadFailed}{' '}
          <Button type="button" label={t.refresh} text onClick={() => actor.send({ type: 'list.refresh' })} />
        </p>
      ) : (
        <>
          <section className="ach-card" aria-labelledby={orderHeading}>
            <h2 id={orderHeading}>{t.formTitle}</h2>
            {/* A new key after each saved order starts the form over; a refused one keeps what was typed. */}
            <Fragment key={savedID ?? 'new'}>
              {props.form({
                kinds,
                busy,
                error: writeErrorText(error),
                onSubmit: (values) => actor.send({ type: 'order.submit', values }),
              })}
            </Fragment>
            <p role="status" className="ach-saved">
              {savedID !== null ? t.saved(savedID) : ''}
            </p>
          </section>
          <section aria-labelledby={mineHeading}>
            <div className="ach-head">
              <h2 id={mineHeading}>{t.myList}</h2>
              <Button
                type="button"
                icon="pi pi-refresh"
                label={t.refresh}
                outlined
                loading={refreshing}
                onClick={() => actor.send({ type: 'list.refresh' })}
              />
            </div>
            {mine.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby={mineHeading}>
                {props.table(mine, mineHeading)}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  )
}
