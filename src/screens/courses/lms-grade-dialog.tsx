import { useSelector } from '@xstate/react'
import { Dialog } from '@/ui/dialog'
import { Button } from 'primereact/button'
import { gradeFormSchema, type LmsCourse } from '@/api/courses'
import { ANSWER_COMMENT_MAX } from '@/lib/constants/courses'
import { marksFor } from '@/lib/course-rules'
import type { lmsCourseMachine } from '@/machines/courses/lms-course.machine'
import type { ActorRefFrom } from 'xstate'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { courseTexts } from '@/texts/ru/courses'
import { refusalText } from './lms-texts'

const t = courseTexts.lms

function GradeForm({ actor, data }: { actor: ActorRefFrom<typeof lmsCourseMachine>; data: LmsCourse }) {
  const target = useSelector(actor, (s) => s.context.target)!
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const answer = data.answers.find((a) => a.taskID === target.taskID && a.studentID === target.studentID)
  const form = useAppForm(gradeFormSchema, {
    defaultValues: { mark: answer?.mark ?? '', comment: answer?.comment ?? '' },
  })
  const options = marksFor(data.course.control).map((m) => ({ value: m, label: courseTexts.marks[m] }))
  return (
    <AppForm
      form={form}
      busy={busy}
      label={t.gradeTitle}
      error={refusal ? refusalText(refusal) : null}
      onSubmit={(values) => actor.send({ type: 'grade.submit', values })}
    >
      <SelectField name="mark" label={t.markLabel} options={options} required />
      <TextAreaField name="comment" label={t.commentLabel} maxLength={ANSWER_COMMENT_MAX} rows={4} />
      <div className="courses-actions">
        <SubmitButton label={t.save} icon="pi pi-check" />
        <Button type="button" label={t.cancel} outlined onClick={() => actor.send({ type: 'grade.close' })} />
      </div>
    </AppForm>
  )
}

/** The mark and comment of one answer (marks of the course's control form). */
export function GradeDialog({ actor, data }: { actor: ActorRefFrom<typeof lmsCourseMachine>; data: LmsCourse }) {
  const target = useSelector(actor, (s) => s.context.target)
  const student = data.students.find((s) => s.id === target?.studentID)
  const task = data.items.find((i) => i.id === target?.taskID)
  return (
    <Dialog
      header={t.gradeTitle}
      visible={target !== null}
      onHide={() => actor.send({ type: 'grade.close' })}
      style={{ width: 'min(34rem, 95vw)' }}
    >
      {target && (
        <>
          <p>{t.gradeOf(student?.fio ?? '', task?.title ?? '')}</p>
          <GradeForm key={`${target.taskID}:${target.studentID}`} actor={actor} data={data} />
        </>
      )}
    </Dialog>
  )
}
