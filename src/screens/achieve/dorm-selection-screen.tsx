import { useState } from 'react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { ToggleButtons, type ToggleOption } from '@/ui/toggle-buttons'
import type { DormRequest, DormState } from '@/api/dormitory'
import { DORM_STATES } from '@/api/dormitory'
import { FilterSelect } from '@/ui/filter-select'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DormPage, DormStatusBadge, benefitNames, dormErrorText } from './dorm-parts'
import { RefuseDialog, SelectDialog } from './dorm-decide-dialogs'
import { useDormSelection } from './use-dorm-selection'

const t = dormitoryTexts.admin
type Filter = DormState | 'all'

function RankingTable(props: {
  rows: DormRequest[]
  busy: boolean
  onSelect: (r: DormRequest) => void
  onRefuse: (r: DormRequest) => void
}) {
  return (
    <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.table}>
      <table className="ach-table" aria-label={t.table} aria-busy={props.busy}>
        <thead>
          <tr>
            <th scope="col">{t.place}</th>
            <th scope="col">{t.student}</th>
            <th scope="col">{t.group}</th>
            <th scope="col">{t.benefits}</th>
            <th scope="col">{t.mark}</th>
            <th scope="col">{t.distance}</th>
            <th scope="col">{t.score}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.id}>
              <td className="ach-num">{r.place}</td>
              <td>{r.studentName}</td>
              <td>{r.groupName}</td>
              <td>
                {benefitNames(r.benefits)}
                {r.document && <div className="ach-reason">{r.document}</div>}
              </td>
              <td className="ach-num">{r.averageMark.toLocaleString('ru-RU')}</td>
              <td className="ach-num">{r.distance.toLocaleString('ru-RU')}</td>
              <td className="ach-num">
                <strong>{r.score.toLocaleString('ru-RU')}</strong>
              </td>
              <td>
                <DormStatusBadge request={r} />
                {r.hostelName && (
                  <div className="ach-reason">
                    {r.hostelName}, {dormitoryTexts.date.room.toLowerCase()} {r.room}
                  </div>
                )}
                {r.reason && <div className="ach-reason">{r.reason}</div>}
              </td>
              <td>
                {r.state === 'submitted' && (
                  <div className="ach-buttons">
                    <Button
                      type="button"
                      size="small"
                      icon="pi pi-check"
                      label={t.select}
                      aria-label={`${t.select}: ${r.studentName}`}
                      disabled={props.busy}
                      onClick={() => props.onSelect(r)}
                    />
                    <Button
                      type="button"
                      size="small"
                      icon="pi pi-times"
                      outlined
                      label={t.refuse}
                      aria-label={`${t.refuse}: ${r.studentName}`}
                      disabled={props.busy}
                      onClick={() => props.onRefuse(r)}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** /Dormitory/Admin/AdminConcestSelection: the ranking by points with the odds applied; select or refuse. */
export default function DormSelectionScreen() {
  const s = useDormSelection(null)
  const [filter, setFilter] = useState<Filter>('submitted')
  const [selecting, setSelecting] = useState<DormRequest | null>(null)
  const [refusing, setRefusing] = useState<DormRequest | null>(null)
  const ranking = s.ranking
  const rows = ranking?.rows ?? []
  const shown = filter === 'all' ? rows : rows.filter((r) => r.state === filter)
  const error = dormErrorText(s.error)
  const doneRow = s.done ? rows.find((r) => r.id === s.done!.requestID) : null
  const filters: ToggleOption<Filter>[] = [
    ...DORM_STATES.map((st) => ({
      value: st,
      label: `${dormitoryTexts.states[st]} (${rows.filter((r) => r.state === st).length})`,
    })),
    { value: 'all', label: `${t.all} (${rows.length})` },
  ]
  const decide = (request: DormRequest, decision: 'select' | 'refuse', hostelID: number | null, reason = '') =>
    s.actor.send({ type: 'request.decide', decision: { requestID: request.id, decision, hostelID, reason } })
  return (
    <DormPage
      title={t.selectionTitle}
      contest={ranking?.contest ?? null}
      loading={s.loading}
      loadFailed={s.loadFailed}
      onRetry={s.retry}
    >
      {ranking && (
        <div className="ach-head">
          {ranking.contests.length > 1 && (
            <FilterSelect
              label={t.contest}
              options={ranking.contests.map((c) => ({ value: c.concestID, label: c.name }))}
              value={ranking.contest.concestID}
              onChange={(id) => id !== null && s.actor.send({ type: 'contest.change', concestID: id })}
            />
          )}
          <Link href={`/Dormitory/Admin/сompetitionDashboard/${ranking.contest.concestID}`}>{t.dashboard}</Link>
        </div>
      )}
      <ToggleButtons
        label={t.filter}
        className="ach-buttons"
        size="small"
        options={filters}
        value={filter}
        onChange={setFilter}
      />
      <p role="status" className="ach-saved">
        {doneRow ? `${s.done!.decision === 'select' ? t.selected : t.refused}: ${doneRow.studentName}` : ''}
      </p>
      {error && (
        <p role="alert" className="ach-error">
          {error}
        </p>
      )}
      {shown.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <RankingTable rows={shown} busy={s.busy} onSelect={setSelecting} onRefuse={setRefusing} />
      )}
      <SelectDialog
        key={selecting?.id ?? 0}
        request={selecting}
        hostels={ranking?.hostels ?? []}
        onClose={() => setSelecting(null)}
        onSelect={(hostelID) => {
          decide(selecting!, 'select', hostelID)
          setSelecting(null)
        }}
      />
      <RefuseDialog
        request={refusing}
        onClose={() => setRefusing(null)}
        onRefuse={(reason) => {
          decide(refusing!, 'refuse', null, reason)
          setRefusing(null)
        }}
      />
    </DormPage>
  )
}
