import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import {
  BYPASS_REASONS,
  bypassDebtSchema,
  bypassOpenSchema,
  bypassProgress,
  type BypassDepartment,
  type BypassOpen,
  type BypassOpenInput,
  type BypassSheet,
} from '@/api/achieve-bypass'
import { bypassMachine } from '@/machines/achieve/bypass.machine'
import {
  selectBusy,
  selectDepartments,
  selectDone,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectSelected,
  selectSheets,
} from '@/machines/achieve/bypass.selectors'
import { selectRoles } from '@/machines/session/session.selectors'
import { SessionContext } from '@/hooks/session-context'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { ReasonForm } from '@/ui/form/reason-form'
import { formatRuDate, formatRuDateTime } from '@/lib/dates'
import { BYPASS_NOTE_MAX, BYPASS_STAFF_ROLES } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { writeErrorText } from './error-text'
import './achieve.css'

const t = achieveTexts.bypass
const reasonOptions = BYPASS_REASONS.map((r) => ({ value: r, label: t.reasons[r] }))
const EMPTY: BypassOpenInput = { reason: null }

function OpenForm(props: { busy: boolean; error: string | null; onOpen: (values: BypassOpen) => void }) {
  const form = useAppForm(bypassOpenSchema, { defaultValues: EMPTY })
  return (
    <AppForm form={form} busy={props.busy} error={props.error} label={t.openForm} onSubmit={props.onOpen}>
      <SelectField name="reason" label={t.reason} required options={reasonOptions} />
      <SubmitButton label={t.open} icon="pi pi-file-edit" />
    </AppForm>
  )
}

/** One sheet: each department with its mark; the staff sign or mark a debt on those not yet signed. */
function SheetMarks(props: {
  sheet: BypassSheet
  departments: BypassDepartment[]
  staff: boolean
  busy: boolean
  onSign: (departmentID: number) => void
  onDebt: (departmentID: number, note: string) => void
}) {
  const { sheet, departments, staff } = props
  const [debtFor, setDebtFor] = useState<number | null>(null)
  const progress = bypassProgress(sheet)
  const name = (id: number) => departments.find((d) => d.id === id)?.name ?? ''
  return (
    <>
      <p>
        {t.progress}: {progress.signed} {t.of} {progress.total}
        {progress.complete && (
          <>
            {' — '}
            <strong>{t.complete}</strong>
          </>
        )}
      </p>
      <div
        className="ach-scroll"
        tabIndex={0}
        role="region"
        aria-label={`${t.sheetOf} № ${sheet.id}: ${t.departments}`}
      >
        <table className="ach-table" aria-label={`${t.sheetOf} № ${sheet.id}: ${t.departments}`}>
          <thead>
            <tr>
              <th scope="col">{t.department}</th>
              <th scope="col">{t.mark}</th>
              <th scope="col">{t.note}</th>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.by}</th>
              {staff && <th scope="col">{t.mark}</th>}
            </tr>
          </thead>
          <tbody>
            {sheet.marks.map((m) => (
              <tr key={m.departmentID}>
                <th scope="row">{name(m.departmentID)}</th>
                <td>
                  <span className={`ach-status ach-status-bypass-${m.status}`}>{t.marks[m.status]}</span>
                </td>
                <td className="ach-text">{m.note}</td>
                <td>{m.at ? formatRuDateTime(m.at) : ''}</td>
                <td>{m.by}</td>
                {staff && (
                  <td>
                    {m.status !== 'signed' &&
                      (debtFor === m.departmentID ? (
                        <ReasonForm
                          schema={bypassDebtSchema}
                          name="note"
                          label={`${t.debtTitle}: ${name(m.departmentID)}`}
                          fieldLabel={t.note}
                          maxLength={BYPASS_NOTE_MAX}
                          rows={2}
                          submitLabel={t.debt}
                          cancelLabel={t.cancel}
                          busy={props.busy}
                          onCancel={() => setDebtFor(null)}
                          onSubmit={(note) => {
                            props.onDebt(m.departmentID, note)
                            setDebtFor(null)
                          }}
                        />
                      ) : (
                        <div className="ach-buttons">
                          <Button
                            type="button"
                            size="small"
                            icon="pi pi-check"
                            label={t.sign}
                            aria-label={`${t.sign}: ${name(m.departmentID)}`}
                            disabled={props.busy}
                            onClick={() => props.onSign(m.departmentID)}
                          />
                          <Button
                            type="button"
                            size="small"
                            icon="pi pi-exclamation-triangle"
                            label={t.debt}
                            aria-label={`${t.debt}: ${name(m.departmentID)}`}
                            outlined
                            disabled={props.busy}
                            onClick={() => setDebtFor(m.departmentID)}
                          />
                        </div>
                      ))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** /bypassSheet/list: a student's bypass sheet, or every sheet for the departments that sign them. */
export default function BypassScreen() {
  const roles = SessionContext.useSelector(selectRoles)
  const staff = roles.some((r) => (BYPASS_STAFF_ROLES as readonly string[]).includes(r.name))
  const actor = useActorRef(bypassMachine)
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const departments = useSelector(actor, selectDepartments)
  const sheets = useSelector(actor, selectSheets)
  const selected = useSelector(actor, selectSelected)
  const error = useSelector(actor, selectError)
  const done = useSelector(actor, selectDone)
  const [onlyOpen, setOnlyOpen] = useState(true)
  const mark = (sheet: BypassSheet, departmentID: number, status: 'signed' | 'debt', note = '') =>
    actor.send({ type: 'mark.set', body: { sheetID: sheet.id, departmentID, status, note } })
  const shown = onlyOpen ? sheets.filter((s) => !bypassProgress(s).complete) : sheets
  const own = staff ? null : (sheets[0] ?? null)
  const current = staff ? selected : own
  return (
    <div className="page ach-page">
      <h1>{t.title}</h1>
      <p role="status" className="ach-saved">
        {done === 'opened' ? t.opened : done ? t.done[done] : ''}
      </p>
      {staff && error && (
        <p role="alert" className="ach-error">
          {writeErrorText(error)}
        </p>
      )}
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">
          {t.errors.loadFailed}{' '}
          <Button type="button" label={t.showAll} text onClick={() => actor.send({ type: 'list.refresh' })} />
        </p>
      ) : !staff ? (
        own ? (
          <section className="ach-card ach-wide" aria-labelledby="bypass-mine">
            <h2 id="bypass-mine">{t.mine}</h2>
            <dl className="ach-facts">
              <dt>{t.reason}</dt>
              <dd>{t.reasons[own.reason]}</dd>
              <dt>{t.date}</dt>
              <dd>{formatRuDate(own.createdAt)}</dd>
            </dl>
            <SheetMarks
              sheet={own}
              departments={departments}
              staff={false}
              busy={busy}
              onSign={() => {}}
              onDebt={() => {}}
            />
          </section>
        ) : (
          <section className="ach-card" aria-labelledby="bypass-open">
            <h2 id="bypass-open">{t.openForm}</h2>
            <p>{t.none}</p>
            <OpenForm
              busy={busy}
              error={writeErrorText(error)}
              onOpen={(values) => actor.send({ type: 'sheet.open', values })}
            />
          </section>
        )
      ) : (
        <>
          <section aria-labelledby="bypass-sheets">
            <div className="ach-head">
              <h2 id="bypass-sheets">{t.sheets}</h2>
              <div role="group" aria-label={t.filter} className="ach-buttons">
                <Button
                  type="button"
                  size="small"
                  label={t.showOpen}
                  aria-pressed={onlyOpen}
                  outlined={!onlyOpen}
                  onClick={() => setOnlyOpen(true)}
                />
                <Button
                  type="button"
                  size="small"
                  label={t.showAll}
                  aria-pressed={!onlyOpen}
                  outlined={onlyOpen}
                  onClick={() => setOnlyOpen(false)}
                />
              </div>
            </div>
            {shown.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="bypass-sheets">
                <table className="ach-table" aria-labelledby="bypass-sheets">
                  <thead>
                    <tr>
                      <th scope="col">№</th>
                      <th scope="col">{t.student}</th>
                      <th scope="col">{t.group}</th>
                      <th scope="col">{t.reason}</th>
                      <th scope="col">{t.date}</th>
                      <th scope="col">{t.progress}</th>
                      <th scope="col">
                        <span className="sr-only">{t.select}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((s) => {
                      const p = bypassProgress(s)
                      return (
                        <tr key={s.id}>
                          <td>{s.id}</td>
                          <td>{s.studentName}</td>
                          <td>{s.groupName}</td>
                          <td>{t.reasons[s.reason]}</td>
                          <td>{formatRuDate(s.createdAt)}</td>
                          <td>
                            {p.signed} {t.of} {p.total}
                            {p.debts > 0 && ` (${t.marks.debt}: ${p.debts})`}
                          </td>
                          <td>
                            <Button
                              type="button"
                              size="small"
                              label={selected?.id === s.id ? t.selected : t.select}
                              aria-label={`${t.select}: ${t.sheetOf} № ${s.id}, ${s.studentName}`}
                              aria-pressed={selected?.id === s.id}
                              outlined={selected?.id !== s.id}
                              onClick={() => actor.send({ type: 'sheet.select', id: s.id })}
                            />
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {current && (
            <section className="ach-card ach-wide" aria-labelledby="bypass-current">
              <h2 id="bypass-current">
                {t.sheetOf} № {current.id}: {current.studentName}
              </h2>
              <SheetMarks
                key={current.id}
                sheet={current}
                departments={departments}
                staff
                busy={busy}
                onSign={(departmentID) => mark(current, departmentID, 'signed')}
                onDebt={(departmentID, note) => mark(current, departmentID, 'debt', note)}
              />
            </section>
          )}
        </>
      )}
    </div>
  )
}
