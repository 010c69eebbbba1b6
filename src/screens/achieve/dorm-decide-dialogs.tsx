import { useState } from 'react'
import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import { dormRefuseSchema, type DormHostel, type DormRequest } from '@/api/dormitory'
import { DORM_REASON_MAX } from '@/lib/constants/dormitory'
import { FilterSelect } from '@/ui/filter-select'
import { ReasonForm } from '@/ui/form/reason-form'
import { dormitoryTexts } from '@/texts/ru/dormitory'

const t = dormitoryTexts.admin

/** «Предоставить место»: the dormitory to place the student in (only those with free places). */
export function SelectDialog(props: {
  request: DormRequest | null
  hostels: DormHostel[]
  onSelect: (hostelID: number) => void
  onClose: () => void
}) {
  const [hostelID, setHostelID] = useState<number | null>(null)
  const options = props.hostels
    .filter((h) => h.places > h.taken)
    .map((h) => ({ value: h.id, label: `${h.name} (${t.free} ${h.places - h.taken})` }))
  return (
    <Dialog
      header={t.select}
      visible={props.request !== null}
      onHide={props.onClose}
      style={{ width: 'min(32rem, 95vw)' }}
    >
      {props.request && (
        <>
          <p>
            {props.request.studentName}, {props.request.groupName}: {props.request.score.toLocaleString('ru-RU')}
          </p>
          {options.length === 0 ? (
            <p role="alert">{t.noPlaces}</p>
          ) : (
            <FilterSelect label={t.chooseHostel} options={options} value={hostelID} onChange={setHostelID} />
          )}
          <div className="ach-buttons">
            <Button
              type="button"
              icon="pi pi-check"
              label={t.select}
              disabled={hostelID === null}
              onClick={() => hostelID !== null && props.onSelect(hostelID)}
            />
            <Button type="button" label={t.cancel} outlined onClick={props.onClose} />
          </div>
        </>
      )}
    </Dialog>
  )
}

/** «Отказать» with the reason the student will read. */
export function RefuseDialog(props: {
  request: DormRequest | null
  onRefuse: (reason: string) => void
  onClose: () => void
}) {
  return (
    <Dialog
      header={t.refuseTitle}
      visible={props.request !== null}
      onHide={props.onClose}
      style={{ width: 'min(32rem, 95vw)' }}
    >
      {props.request && (
        <>
          <p>
            {props.request.studentName}, {props.request.groupName}
          </p>
          <ReasonForm
            schema={dormRefuseSchema}
            name="reason"
            label={t.refuseTitle}
            fieldLabel={t.reason}
            maxLength={DORM_REASON_MAX}
            submitLabel={t.refuse}
            submitIcon="pi pi-times"
            cancelLabel={t.cancel}
            onCancel={props.onClose}
            onSubmit={props.onRefuse}
          />
        </>
      )}
    </Dialog>
  )
}
