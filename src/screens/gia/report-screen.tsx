import { useEffect, useMemo, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { COUNT_KEYS, FORMS, getDocuments, type CountKey, type GiaDocument, type GiaProtocol, type Student } from '@/api/gia'
import { liveReportMachine } from '@/machines/gia/report-edit.actors'
import type { ScreenProps } from '@/lib/screen-props'
import { giaTexts as t } from '@/texts/ru/gia'
import { buildReportDocx } from './report-document'
import { downloadBlob } from '@/lib/files'
import './gia.css'

const TABLES: { title: string; rows: CountKey[] }[] = [
  { title: t.table1, rows: COUNT_KEYS.slice(0, 5) as CountKey[] },
  { title: t.table2, rows: COUNT_KEYS.slice(5, 8) as CountKey[] },
  { title: t.table3, rows: COUNT_KEYS.slice(8) as CountKey[] },
]

/** 'first, second': the first part shown as is, the second bold. */
function Split({ text }: { text: string }) {
  const at = text.indexOf(',')
  if (at < 0) return <span>{text}</span>
  return (
    <span>
      {text.slice(0, at)}, <b>{text.slice(at + 1).trim()}</b>
    </span>
  )
}

function StudentLine({ s }: { s: Student }) {
  return (
    <li>
      {s.fullName} ({s.groupName}) — <Split text={s.text1} />; <Split text={s.text2} />
    </li>
  )
}

export default function ReportScreen({ params }: ScreenProps) {
  const id = params.protocolID ? Number(params.protocolID) : null
  return <ReportForm key={id ?? 'new'} protocolID={id} />
}

function ReportForm({ protocolID }: { protocolID: number | null }) {
  const [, navigate] = useLocation()
  const machine = useMemo(
    () => liveReportMachine.provide({ actions: { navigateToReport: (_: unknown, p: { reportID: number }) => navigate(`/GAK/Protocol/${p.reportID}`) } }),
    [navigate],
  )
  const [state, send] = useMachine(machine, { input: { protocolID } })
  const [openCompetences, setOpenCompetences] = useState(false)
  const [openBest, setOpenBest] = useState(false)
  const [openTables, setOpenTables] = useState([true, false, false])
  const [others, setOthers] = useState<GiaDocument[]>([])
  const c = state.context
  const r = c.report
  const editing = state.matches({ ready: { mode: 'editing' } })
  const isNew = c.protocolID === null
  useEffect(() => {
    if (!isNew) return
    getDocuments({ silent: true }).then(setOthers, () => setOthers([]))
  }, [isNew])

  if (state.matches('loading')) return <p className="page">{t.loading}</p>
  if (state.matches('failed')) return <p className="page">{t.failed}</p>

  const field = (patch: Partial<GiaProtocol>) => send({ type: 'FIELD', patch })
  const req = (value: unknown) => (value === '' || value === null || value === undefined || value === 0 ? 'gia-required' : undefined)
  const inReport = c.students.filter((s) => s.reportID !== null && s.reportID === c.protocolID)
  const notInReport = c.students.filter((s) => !(s.reportID !== null && s.reportID === c.protocolID))
  const ugsnName = c.ugsns.find((u) => u.id === r.ugsnid)?.name ?? ''

  const text = (name: keyof GiaProtocol, label: string, opts: { numeric?: boolean; maxLength?: number; required?: boolean } = {}) => (
    <label className="gia-field">
      <span>{label}</span>
      <input
        type="text"
        inputMode={opts.numeric ? 'numeric' : undefined}
        maxLength={opts.maxLength}
        className={opts.required ? req(r[name]) : undefined}
        aria-invalid={opts.required && req(r[name]) ? true : undefined}
        readOnly={!editing}
        value={String(r[name] ?? '')}
        onChange={(e) => {
          const value = opts.numeric ? e.target.value.replace(/\D/g, '') : e.target.value
          field({ [name]: name === 'averageOriginality' ? Number(value || 0) : value } as Partial<GiaProtocol>)
        }}
      />
    </label>
  )
  const date = (name: keyof GiaProtocol, label: string) => (
    <label className="gia-field">
      <span>{label}</span>
      <input type="date" title="MM.DD.YYYY" readOnly={!editing} value={String(r[name] ?? '')} onChange={(e) => field({ [name]: e.target.value } as Partial<GiaProtocol>)} />
    </label>
  )

  async function generate() {
    const blob = await buildReportDocx(r, { ugsnName, studentNames: inReport.map((s) => s.fullName) })
    downloadBlob(blob, `GEK-report-${r.reportID ?? 'new'}.docx`)
  }

  return (
    <div className="page gia-report">
      <header className="gia-head">
        <h1>
          {isNew ? t.newTitle : `${t.title} ${t.number} ${c.protocolID}`}
          {r.veryfied && <span className="gia-badge">{t.confirmed}</span>}
        </h1>
        <div className="gia-actions">
          <button type="button" onClick={() => navigate('/GiaReport/Documents/')}>
            {t.back}
          </button>
          {isNew && editing && others.length > 0 && (
            <label className="gia-inline">
              <span>{t.import}</span>
              <select value="" onChange={(e) => e.target.value && send({ type: 'IMPORT', protocolID: Number(e.target.value) })}>
                <option value="">{t.importPick}</option>
                {others.map((d) => (
                  <option key={d.reportID} value={d.reportID}>
                    {t.number} {d.reportID} {d['directionСipher']}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!isNew && (
            <button type="button" onClick={() => void generate()}>
              {t.generate}
            </button>
          )}
          {!isNew && c.allowConfirm && (
            <button type="button" disabled={!state.matches({ ready: { mode: 'viewing' } })} onClick={() => send({ type: 'CONFIRM' })}>
              {t.confirm}
            </button>
          )}
          {!editing && !c.allowConfirm && (
            <button type="button" disabled={!state.matches({ ready: { mode: 'viewing' } })} onClick={() => send({ type: 'EDIT' })}>
              {t.edit}
            </button>
          )}
          {editing && (
            <>
              <button type="button" className="gia-primary" onClick={() => send({ type: 'SAVE' })}>
                {t.save}
              </button>
              <button type="button" onClick={() => send({ type: 'CANCEL' })}>
                {t.cancel}
              </button>
            </>
          )}
        </div>
      </header>

      <form className="gia-form" onSubmit={(e) => e.preventDefault()} aria-busy={state.matches({ ready: { mode: 'saving' } })}>
        <label className="gia-field">
          <span>{t.ugsn}</span>
          <select className={req(r.ugsnid)} disabled={!editing} value={r.ugsnid ?? ''} onChange={(e) => send({ type: 'UGSN', ugsnid: Number(e.target.value) })}>
            <option value="" />
            {c.ugsns.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </label>
        <div className="gia-row">
          {date('dateApprovedForTheScienceMethodOfAdviceOnUGSN', t.councilDate)}
          {text('numberApprovedForTheScienceMethodOfAdviceOnUGSN', t.councilNumber, { required: true, numeric: true })}
        </div>
        <label className="gia-field">
          <span>{t.direction}</span>
          <select className={req(r['directionСipher'])} disabled={!editing} value={r['directionСipher']} onChange={(e) => send({ type: 'DIRECTION', full: e.target.value })}>
            <option value="" />
            {[...new Set([...(r['directionСipher'] ? [r['directionСipher']] : []), ...c.directions])].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="gia-field">
          <span>{t.programme}</span>
          <select className={req(r.nameOOP)} disabled={!editing} value={r.nameOOP} onChange={(e) => send({ type: 'PROGRAMME', name: e.target.value })}>
            <option value="" />
            {[...new Set([...(r.nameOOP ? [r.nameOOP] : []), ...c.programmes])].map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="gia-chairman">
          <legend>{t.chairman}</legend>
          {r.chairmanId ? (
            <div className="gia-person">
              {r.chairmanPhoto && <img src={r.chairmanPhoto} alt="" width={40} height={40} />}
              <span data-testid="chairman-name">{r.chairmanFullName}</span>
            </div>
          ) : null}
          {editing && (
            <select
              aria-label={t.chairman}
              value={r.chairmanId ?? ''}
              onChange={(e) => {
                const chosen = c.chairmen.find((x) => x.userID === Number(e.target.value))
                if (chosen) send({ type: 'CHAIRMAN', chairman: chosen })
              }}
            >
              <option value="" />
              {c.chairmen.map((x) => (
                <option key={x.userID} value={x.userID}>
                  {x.userFullName}
                </option>
              ))}
            </select>
          )}
        </fieldset>
        <fieldset className="gia-radios">
          <legend>{t.level}</legend>
          {[1, 2, 3].map((level) => (
            <label key={level}>
              <input type="radio" name="levelEducation" value={level} disabled={!editing} checked={r.levelEducation === level} onChange={() => send({ type: 'LEVEL', level })} />
              {t.levels[level]}
            </label>
          ))}
        </fieldset>
        <label className="gia-check">
          <input type="checkbox" disabled={!editing} checked={r.porotectionFromTheStateExam} onChange={(e) => field({ porotectionFromTheStateExam: e.target.checked })} />
          {t.stateExam}
        </label>
        <section aria-label={t.studentsIn}>
          <h2>{t.studentsIn}</h2>
          <ul className="gia-students">{inReport.map((s) => <StudentLine key={s.studentID} s={s} />)}</ul>
          <h2>{t.studentsOut}</h2>
          <ul className="gia-students">{notInReport.map((s) => <StudentLine key={s.studentID} s={s} />)}</ul>
        </section>
        <div className="gia-row">
          {date('dateProtocolSessionCafAboutApprovalWKR', t.cafDate)}
          {text('numberProtocolSessionCafaboutApprovalWKR', t.cafNumber, { numeric: true })}
        </div>
        {r.orders.map((o, i) => (
          <div className="gia-row gia-order" key={o.serialNumber}>
            <label className="gia-field gia-wide">
              <span>{t.orderTheme}</span>
              <input className={req(o.theme)} readOnly={!editing} value={o.theme} onChange={(e) => field({ orders: r.orders.map((x, j) => (j === i ? { ...x, theme: e.target.value } : x)) })} />
            </label>
            <label className="gia-field">
              <span>{t.orderDate}</span>
              <input type="date" readOnly={!editing} value={o.dateVeryfied} onChange={(e) => field({ orders: r.orders.map((x, j) => (j === i ? { ...x, dateVeryfied: e.target.value } : x)) })} />
            </label>
            <label className="gia-field">
              <span>{t.orderNumber}</span>
              <input className={req(o.number)} readOnly={!editing} value={o.number} onChange={(e) => field({ orders: r.orders.map((x, j) => (j === i ? { ...x, number: e.target.value } : x)) })} />
            </label>
            <span className="gia-icons" aria-hidden>
              <i className="pi pi-file" /> <i className="pi pi-file-excel" /> <i className="pi pi-save" />
            </span>
          </div>
        ))}
        {date('dateApprovedMinofScience', t.ministryDate)}
        <section>
          <h2>
            <button type="button" className="gia-toggle" aria-expanded={openCompetences} onClick={() => setOpenCompetences(!openCompetences)}>
              {t.competences} ({r.competencies.length}/{c.competences.length})
            </button>
          </h2>
          {openCompetences && (
            <ul className="gia-pick">
              {c.competences.map((k) => (
                <li key={k.id}>
                  <button type="button" aria-pressed={r.competencies.includes(k.id)} disabled={!editing} onClick={() => send({ type: 'TOGGLE_COMPETENCE', id: k.id })}>
                    <b>{k.chiperCompetencies}</b> {k.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="gia-row">
          {text('averageOriginality', t.originality, { numeric: true, maxLength: 3, required: true })}
          {text('demonstrationPart', t.demonstration, { required: true })}
        </div>
        <section>
          <h2>
            <button type="button" className="gia-toggle" aria-expanded={openBest} onClick={() => setOpenBest(!openBest)}>
              {t.bestWorks} ({r.bestWorks.length})
            </button>
          </h2>
          {openBest && (
            <ul className="gia-pick">
              {inReport.map((s) => (
                <li key={s.studentID}>
                  <button type="button" aria-pressed={r.bestWorks.includes(s.studentID)} disabled={!editing && !c.allowConfirm} onClick={() => send({ type: 'TOGGLE_BEST', studentID: s.studentID })}>
                    {s.fullName} ({s.groupName})
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {TABLES.map((table, ti) => (
          <section key={table.title}>
            <h2>
              <button type="button" className="gia-toggle" aria-expanded={openTables[ti]} onClick={() => setOpenTables(openTables.map((v, j) => (j === ti ? !v : v)))}>
                {table.title}
              </button>
            </h2>
            {openTables[ti] && (
              <div className="gia-scroll">
                <table className="gia-table">
                  <thead>
                    <tr>
                      <th scope="col" />
                      {t.columns.map((col) => (
                        <th scope="col" key={col}>
                          {col}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => (
                      <tr key={row}>
                        <th scope="row">{t.rows[row]}</th>
                        {FORMS.map((f, fi) => (
                          <td key={f}>
                            <input
                              aria-label={`${t.rows[row]}: ${t.columns[fi]}`}
                              inputMode="numeric"
                              readOnly={!editing}
                              value={String(r[`${f}${row}`] ?? 0)}
                              onChange={(e) => field({ [`${f}${row}`]: Number(e.target.value.replace(/\D/g, '') || 0) } as Partial<GiaProtocol>)}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))}
        <label className="gia-field">
          <span>{t.disadvantages}</span>
          <textarea rows={5} readOnly={!editing} value={r.theMainDisadvantagesOfWRC} onChange={(e) => field({ theMainDisadvantagesOfWRC: e.target.value })} />
        </label>
        <label className="gia-field">
          <span>{t.proposals}</span>
          <textarea rows={5} readOnly={!editing} value={r.proposalByThePresident} onChange={(e) => field({ proposalByThePresident: e.target.value })} />
        </label>
      </form>
    </div>
  )
}
