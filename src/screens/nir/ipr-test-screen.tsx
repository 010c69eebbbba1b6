import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { iprTestMachine } from '@/machines/nir/ipr-test.machine'
import {
  selectChecking,
  selectError,
  selectFailed,
  selectHosts,
  selectLoading,
  selectLog,
  selectReachable,
} from '@/machines/nir/ipr-test.selectors'
import type { HostCheck } from '@/api/nir-admin'
import { formatRuDateTime } from '@/lib/dates'
import { nirAdminTexts } from '@/texts/ru/nir-admin'
import { AdminLoadFailure, adminErrorText } from './admin-error'
import './nir.css'

const t = nirAdminTexts.ipr

function Result({ check }: { check: HostCheck | null }) {
  if (!check) return <span className="muted">{t.never}</span>
  return (
    <span className={check.ok ? 'nir-ipr-ok' : 'nir-ipr-refused'}>
      <i className={check.ok ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden="true" />{' '}
      {check.ok ? t.reachable(check.ms) : t.refused(check.message)}
      {', '}
      {formatRuDateTime(check.date)}
    </span>
  )
}

/**
 * /Library/IPRTest (spec 1 §2 Science; its menu entry shows on test hosts only): the library services of
 * the library links (IPR Books, Biblioclub, Znanium, Lan, Urait, FB, RPD, individual trajectory) with
 * their addresses; the server checks one or all with the single-sign-on parameters and keeps a log.
 * A failed load says «Ошибка запроса к API IPR Books» (spec 1 §8 «Library API failure»).
 */
export default function IprTestScreen() {
  const actor = useActorRef(iprTestMachine)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const hosts = useSelector(actor, selectHosts)
  const log = useSelector(actor, selectLog)
  const checking = useSelector(actor, selectChecking)
  const error = useSelector(actor, selectError)
  const reachable = useSelector(actor, selectReachable)
  const nameOf = (key: string) => hosts.find((h) => h.key === key)?.name ?? key
  const busy = checking !== null

  return (
    <div className="page nir-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {failed && error ? (
        <AdminLoadFailure
          error={error.code === 'failed' ? { code: 'failed', message: t.apiFailed } : error}
          onRetry={() => actor.send({ type: 'load.retry' })}
        />
      ) : loading ? (
        <p role="status">{nirAdminTexts.loading}</p>
      ) : (
        <>
          <div className="nir-toolbar">
            <Button
              label={t.checkAll}
              icon="pi pi-sync"
              loading={checking === 'all'}
              disabled={busy}
              onClick={() => actor.send({ type: 'check', host: null })}
            />
            <p aria-live="polite">{hosts.some((h) => h.last) ? t.summary(reachable, hosts.length) : ''}</p>
          </div>
          {error ? <Message severity="error" role="alert" text={adminErrorText(error) ?? ''} /> : null}
          <div className="nir-table-card">
            <table className="nir-table" aria-label={t.title} aria-busy={busy || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t.colName}</th>
                  <th scope="col">{t.colUrl}</th>
                  <th scope="col">{t.colState}</th>
                  <th scope="col">{t.colAction}</th>
                </tr>
              </thead>
              <tbody>
                {hosts.map((h) => (
                  <tr key={h.key} data-host={h.key}>
                    <th scope="row" data-label={t.colName}>
                      {h.name}
                    </th>
                    <td data-label={t.colUrl}>{h.url}</td>
                    <td data-label={t.colState} aria-live="polite">
                      <Result check={h.last} />
                    </td>
                    <td data-label={t.colAction}>
                      <Button
                        label={t.check}
                        size="small"
                        outlined
                        aria-label={t.checkOf(h.name)}
                        loading={checking === h.key}
                        disabled={busy}
                        onClick={() => actor.send({ type: 'check', host: h.key })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t.logTitle}</h2>
          {log.length === 0 ? (
            <p>{t.logEmpty}</p>
          ) : (
            <ul className="nir-ipr-log">
              {log.map((c, i) => (
                <li key={`${c.date}-${c.host}-${i}`}>
                  <strong>{nameOf(c.host)}</strong>: <Result check={c} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
