import type { ActorRefFrom } from 'xstate'
import { useSelector } from '@xstate/react'
import { courseItemFormSchema, type LmsCourse } from '@/api/courses'
import {
  COURSE_ITEM_TEXT_MAX,
  COURSE_ITEM_TITLE_MAX,
  COURSE_LINK_MAX,
  TASK_FILE_MAX_BYTES,
} from '@/lib/constants/courses'
import { moscowClock } from '@/lib/day-week'
import type { lmsCourseMachine } from '@/machines/courses/lms-course.machine'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { DateFormField } from '@/ui/form/date-form-field'
import { SelectField } from '@/ui/form/select-field'
import { SingleFileField } from '@/ui/form/single-file-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { courseTexts } from '@/texts/ru/courses'
import { refusalText } from './lms-texts'

const t = courseTexts.lms.add
type Actor = ActorRefFrom<typeof lmsCourseMachine>

function AddItemForm({ actor }: { actor: Actor }) {
  const today = moscowClock(new Date()).day
  const form = useAppForm(courseItemFormSchema(today), {
    defaultValues: { kind: 'task', title: '', description: '', link: '', deadline: '', file: null },
  })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const refusal = useSelector(actor, (s) => (s.matches({ shown: 'idle' }) ? s.context.refusal : null))
  const kind = form.watch('kind')
  const kinds = (['task', 'material'] as const).map((k) => ({ value: k, label: t.kinds[k] }))
  return (
    <AppForm
      form={form}
      busy={busy}
      label={t.title}
      className="courses-add"
      error={refusal ? refusalText(refusal) : null}
      onSubmit={(values) => actor.send({ type: 'item.add', values })}
    >
      <SelectField name="kind" label={t.kind} options={kinds} required />
      <TextField name="title" label={t.itemTitle} required maxLength={COURSE_ITEM_TITLE_MAX} />
      <TextAreaField name="description" label={t.description} maxLength={COURSE_ITEM_TEXT_MAX} rows={4} />
      {kind === 'task' ? (
        <DateFormField name="deadline" label={t.deadline} required min={today} />
      ) : (
        <>
          <TextField name="link" label={t.link} type="url" hint={t.linkHint} maxLength={COURSE_LINK_MAX} />
          <SingleFileField name="file" label={t.file} maxSize={TASK_FILE_MAX_BYTES} />
        </>
      )}
      <SubmitButton label={t.submit} icon="pi pi-plus" />
    </AppForm>
  )
}

/** «Материалы и задания»: what the course holds, and the form adding a material or a task. */
export function LmsEdit({ actor, data }: { actor: Actor; data: LmsCourse }) {
  const formKey = useSelector(actor, (s) => s.context.formKey)
  return (
    <>
      <section aria-labelledby="lms-add">
        <h2 id="lms-add">{t.title}</h2>
        <AddItemForm key={formKey} actor={actor} />
      </section>
      <section aria-labelledby="lms-items">
        <h2 id="lms-items">{courseTexts.lms.existing}</h2>
        <ul className="courses-items">
          {data.items.map((i) => (
            <li key={i.id} className="courses-item">
              <h3>{`${t.kinds[i.kind]}: ${i.title}`}</h3>
              {i.deadline && <p className="courses-meta">{courseTexts.course.deadline(i.deadline)}</p>}
              {i.description && <p>{i.description}</p>}
              {i.fileName && <p className="courses-meta">{i.fileName}</p>}
              {i.link && (
                <a href={i.link} target="_blank" rel="noopener noreferrer">
                  {i.link}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
