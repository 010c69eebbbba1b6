import { Dialog } from '@/ui/dialog'
import { Button } from 'primereact/button'
import { LESSON_KINDS } from '@/api/day'
import { lessonFormSchema, type LessonValues } from '@/api/rasp-manager'
import { PAIR_TIMES } from '@/lib/constants/day'
import { SLOT_PARITIES, SUBGROUPS, SUBJECT_MAX } from '@/lib/constants/rasp-manager'
import type { LessonDraft, ManagerOptions } from '@/machines/day/rasp-manager.types'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextField } from '@/ui/form/text-field'
import { dayTexts } from '@/texts/ru/day'
import { raspManagerTexts as t } from '@/texts/ru/rasp-manager'

const DAY_OPTIONS = t.days.map((label, value) => ({ value, label }))
const PAIR_OPTIONS = PAIR_TIMES.map((p) => ({ value: p.pair, label: t.pairOption(p.pair, p.start, p.end) }))
const PARITY_OPTIONS = SLOT_PARITIES.map((value) => ({ value, label: t.parity[value] }))
const KIND_OPTIONS = LESSON_KINDS.map((value) => ({ value, label: dayTexts.kinds[value] }))
const SUBGROUP_OPTIONS = SUBGROUPS.map((value) => ({ value, label: t.subgroup(value) }))

export interface LessonDialogProps {
  draft: LessonDraft
  options: ManagerOptions
  busy: boolean
  /** The server's refusal (a clash in its own words); what was typed stays. */
  error: string | null
  onSave: (values: LessonValues) => void
  onCancel: () => void
}

/** A new lesson in a cell, or a lesson changed or moved to another day and pair. */
export function LessonDialog({ draft, options, busy, error, onSave, onCancel }: LessonDialogProps) {
  const form = useAppForm(lessonFormSchema, { defaultValues: draft.defaults })
  const rooms = options.rooms.map((r) => ({ value: r.name, label: `${r.name} (${r.hint})` }))
  const teachers = options.teachers.map((p) => ({ value: p.id, label: p.hint ? `${p.name}, ${p.hint}` : p.name }))
  return (
    <Dialog
      visible
      header={draft.id === null ? t.addTitle : t.editTitle}
      onHide={onCancel}
      className="rm-dialog"
      breakpoints={{ '640px': '96vw' }}
    >
      <AppForm form={form} busy={busy} error={error} className="rm-form" onSubmit={onSave}>
        <SelectField name="weekday" label={t.form.weekday} options={DAY_OPTIONS} required />
        <SelectField name="pair" label={t.form.pair} options={PAIR_OPTIONS} required />
        <SelectField name="parity" label={t.form.parity} options={PARITY_OPTIONS} required />
        <TextField name="subject" label={t.form.subject} required maxLength={SUBJECT_MAX} />
        <SelectField name="kind" label={t.form.kind} options={KIND_OPTIONS} required />
        <SelectField name="room" label={t.form.room} options={rooms} required filter />
        <SelectField name="teacherID" label={t.form.teacher} options={teachers} required filter />
        <SelectField name="subgroup" label={t.form.subgroup} options={SUBGROUP_OPTIONS} required />
        <div className="rm-form-buttons">
          <SubmitButton label={t.form.save} icon="pi pi-check" />
          <Button type="button" label={t.form.cancel} severity="secondary" outlined onClick={onCancel} />
        </div>
      </AppForm>
    </Dialog>
  )
}
