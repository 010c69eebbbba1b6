import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Message } from 'primereact/message'
import { gostListMachine } from '@/machines/nir/gost-list.machine'
import {
  selectAcceptedOnly,
  selectEntries,
  selectFailed,
  selectLoading,
  selectMe,
  selectPeriodInvalid,
  selectYearFrom,
  selectYearTo,
} from '@/machines/nir/gost-list.selectors'
import { publicationGroups, publicationListText, volumeText } from '@/api/nir-publications'
import { GOST_YEARS_FROM, NIR_AUTHOR_SLUG } from '@/lib/constants/nir'
import { downloadBlob } from '@/lib/files'
import { personOf, responsibilityName } from '@/lib/gost-citation'
import { yearsList } from '@/lib/years'
import { nirTexts as t } from '@/texts/ru/nir'
import { notify } from '@/ui/notifier'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import './nir.css'

type GostActor = ActorRefFrom<typeof gostListMachine>

/** /listpublication/trudy: the list of works a scientist hands in, per ГОСТ Р 7.0.100-2018 (print, copy, .docx, .txt). */
export default function GostListScreen() {
  const actor = useActorRef(gostListMachine, { input: { year: new Date().getFullYear() } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  return (
    <div className="page nir-page nir-gost">
      <header className="nir-header nir-no-print">
        <h1>{t.gost.title}</h1>
        <Link href={`/listpublication/${NIR_AUTHOR_SLUG}`} className="nir-back">
          <i className="pi pi-list" aria-hidden="true" /> {t.backToList}
        </Link>
      </header>
      <p className="nir-no-print">{t.gost.intro}</p>
      {failed ? (
        <div>
          <Message severity="warn" text={t.gost.loadFailed} />
          <Button label={t.retry} className="nir-retry" onClick={() => actor.send({ type: 'load.retry' })} />
        </div>
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : (
        <GostList actor={actor} />
      )}
    </div>
  )
}

function GostList({ actor }: { actor: GostActor }) {
  const me = useSelector(actor, selectMe)
  const entries = useSelector(actor, selectEntries)
  const yearFrom = useSelector(actor, selectYearFrom)
  const yearTo = useSelector(actor, selectYearTo)
  const acceptedOnly = useSelector(actor, selectAcceptedOnly)
  const invalid = useSelector(actor, selectPeriodInvalid)
  const years = useMemo(() => yearsList(false, new Date(), GOST_YEARS_FROM), [])
  const filter = useMemo(() => ({ yearFrom, yearTo, acceptedOnly }), [yearFrom, yearTo, acceptedOnly])
  const groups = useMemo(() => publicationGroups(entries, filter), [entries, filter])
  const plain = useMemo(() => publicationListText(me ?? { fio: '' }, filter, groups), [me, filter, groups])
  const count = groups.reduce((n, g) => n + g.entries.length, 0)
  let number = 0

  const docx = async () => {
    try {
      const [{ Packer }, { gostDocument }] = await Promise.all([import('docx'), import('./gost-document')])
      const blob = await Packer.toBlob(gostDocument(me ?? { fio: '' }, filter, groups))
      downloadBlob(blob, t.gost.docxName(yearFrom, yearTo))
    } catch {
      notify.error(t.gost.docxFailed)
    }
  }
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined
    if (!clipboard) return notify.error(t.gost.copyFailed)
    clipboard.writeText(plain).then(
      () => notify.info(t.gost.copied),
      () => notify.error(t.gost.copyFailed),
    )
  }

  return (
    <>
      <div className="nir-toolbar nir-no-print">
        <div className="nir-gost-period">
          <span className="nir-field">
            <label htmlFor="nir-gost-from">{t.gost.yearFrom}</label>
            <LabelledDropdown
              inputId="nir-gost-from"
              label={t.gost.yearFrom}
              options={years}
              value={yearFrom}
              onChange={(e) => actor.send({ type: 'period.change', yearFrom: e.value as number, yearTo })}
            />
          </span>
          <span className="nir-field">
            <label htmlFor="nir-gost-to">{t.gost.yearTo}</label>
            <LabelledDropdown
              inputId="nir-gost-to"
              label={t.gost.yearTo}
              options={years}
              value={yearTo}
              onChange={(e) => actor.send({ type: 'period.change', yearFrom, yearTo: e.value as number })}
            />
          </span>
          <span className="nir-radio">
            <Checkbox
              inputId="nir-gost-accepted"
              checked={acceptedOnly}
              onChange={(e) => actor.send({ type: 'acceptedOnly.change', value: e.checked === true })}
            />
            <label htmlFor="nir-gost-accepted">{t.gost.acceptedOnly}</label>
          </span>
        </div>
        <div className="nir-actions">
          <Button type="button" icon="pi pi-print" label={t.gost.print} onClick={() => window.print()} />
          <Button type="button" icon="pi pi-copy" label={t.gost.copy} outlined onClick={copy} />
          <Button
            type="button"
            icon="pi pi-download"
            label={t.gost.download}
            outlined
            onClick={() =>
              downloadBlob(new Blob([plain], { type: 'text/plain;charset=utf-8' }), t.gost.fileName(yearFrom, yearTo))
            }
          />
          <Button type="button" icon="pi pi-file-word" label={t.gost.downloadDocx} outlined onClick={docx} />
        </div>
      </div>
      {invalid ? <Message severity="error" text={t.gost.periodError} role="alert" className="nir-no-print" /> : null}
      <p aria-live="polite" className="nir-no-print">
        {t.gost.count(count)}
      </p>
      <article className="nir-gost-sheet" aria-labelledby="nir-gost-heading">
        <h2 id="nir-gost-heading" className="nir-gost-title">
          {t.gost.title}
        </h2>
        <p className="nir-gost-who">
          <strong>{me?.fio}</strong>
          {me?.structure ? `, ${me.structure}` : ''}
          <br />
          <span>{t.gost.period(yearFrom, yearTo)}</span>
        </p>
        {count === 0 ? <p>{t.gost.empty}</p> : null}
        {groups.map((g) => (
          <section key={g.group} aria-labelledby={`nir-gost-${g.group}`}>
            <h3 id={`nir-gost-${g.group}`}>{t.gost.groups[g.group]}</h3>
            <div className="nir-table-card">
              <table className="nir-table nir-gost-table">
                <thead>
                  <tr>
                    <th scope="col">{t.gost.colNumber}</th>
                    <th scope="col">{t.gost.colWork}</th>
                    <th scope="col">{t.gost.colCitation}</th>
                    <th scope="col">{t.gost.colVolume}</th>
                    <th scope="col">{t.gost.colCoAuthors}</th>
                  </tr>
                </thead>
                <tbody>
                  {g.entries.map((e) => {
                    number += 1
                    return (
                      <tr key={e.workID} data-work-id={e.workID}>
                        <td data-label={t.gost.colNumber}>{number}</td>
                        <td data-label={t.gost.colWork}>
                          {e.title}
                          <br />
                          <span className="nir-kind">({e.kindName.toLowerCase()})</span>
                        </td>
                        <td data-label={t.gost.colCitation} className="nir-gost-citation">
                          {e.citation}
                        </td>
                        <td data-label={t.gost.colVolume}>{volumeText(e) || '—'}</td>
                        <td data-label={t.gost.colCoAuthors}>{e.coAuthors.join(', ') || '—'}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <p className="nir-gost-signature">{t.gost.signature(me ? responsibilityName(personOf(me.fio)) : '')}</p>
      </article>
    </>
  )
}
