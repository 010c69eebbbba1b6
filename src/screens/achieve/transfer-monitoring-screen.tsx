import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { countByMonth, TRANSFER_KINDS, type TransferKind } from '@/api/transfers'
import { transfersMachine } from '@/machines/achieve/transfers.machine'
import { academicYear, academicYears, formatRuDate } from '@/lib/dates'
import { FilterSelect } from '@/ui/filter-select'
import { transferTexts as t } from '@/texts/ru/transfers'
import { MONTH_NAMES } from '@/texts/ru/common'
import './achieve.css'

const monthName = (yyyyMm: string) => `${MONTH_NAMES[Number(yyyyMm.slice(5, 7)) - 1]} ${yyyyMm.slice(0, 4)}`

/** /Statistics/TransferMonitoring: the deans' offices follow transfers by month, faculty and kind. */
export default function TransferMonitoringScreen() {
  const actor = useActorRef(transfersMachine, { input: { year: academicYear(), facultyID: 0 } })
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const filter = useSelector(actor, (s) => s.context.filter)
  const answer = useSelector(actor, (s) => s.context.answer)
  const [kind, setKind] = useState<TransferKind | 'all'>('all')
  const rows = (answer?.rows ?? []).filter((r) => kind === 'all' || r.kind === kind)
  const months = countByMonth(rows)
  const change = (next: Partial<typeof filter>) => actor.send({ type: 'filter.change', filter: { ...filter, ...next } })
  return (
    <div className="page ach-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="ach-head">
        <FilterSelect
          label={t.year}
          options={academicYears(2024).map((y) => ({ value: y, label: y.replace('-', '/') }))}
          value={filter.year}
          onChange={(year) => year && change({ year })}
        />
        <FilterSelect
          label={t.faculty}
          options={[
            { value: 0, label: t.allFaculties },
            ...(answer?.faculties ?? []).map((f) => ({ value: f.id, label: f.name })),
          ]}
          value={filter.facultyID}
          onChange={(facultyID) => change({ facultyID: facultyID ?? 0 })}
        />
        <FilterSelect
          label={t.kind}
          options={[
            { value: 'all', label: t.allKinds },
            ...TRANSFER_KINDS.map((k) => ({ value: k, label: t.kinds[k]! })),
          ]}
          value={kind}
          onChange={(k) => setKind((k as TransferKind | 'all' | null) ?? 'all')}
        />
      </div>
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">
          {t.loadFailed}{' '}
          <Button type="button" label={t.refresh} text onClick={() => actor.send({ type: 'list.refresh' })} />
        </p>
      ) : rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <p role="status">{t.summary(rows.length)}</p>
          <h2 id="tr-months">{t.byMonth}</h2>
          <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="tr-months">
            <table className="ach-table" aria-labelledby="tr-months">
              <thead>
                <tr>
                  <th scope="col">{t.month}</th>
                  {TRANSFER_KINDS.map((k) => (
                    <th key={k} scope="col">
                      {t.kinds[k]}
                    </th>
                  ))}
                  <th scope="col">{t.total}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthName(m.month)}</th>
                    {TRANSFER_KINDS.map((k) => (
                      <td key={k} className="ach-num">
                        {m[k]}
                      </td>
                    ))}
                    <td className="ach-num">
                      <strong>{m.total}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 id="tr-list">{t.list}</h2>
          <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="tr-list">
            <table className="ach-table" aria-labelledby="tr-list">
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.student}</th>
                  <th scope="col">{t.kind}</th>
                  <th scope="col">{t.from}</th>
                  <th scope="col">{t.to}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{formatRuDate(r.date)}</td>
                    <td>{r.studentName}</td>
                    <td>{t.kinds[r.kind]}</td>
                    <td>{r.from}</td>
                    <td>{r.to}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
