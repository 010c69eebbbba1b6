import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import { Button } from 'primereact/button'
import {
  WORK_LEVELS,
  WORK_RESULTS,
  workFileHref,
  workFormSchemaFor,
  type PortfolioWork,
  type WorkForm,
  type WorkFormInput,
} from '@/api/achieve'
import { workEditMachine } from '@/machines/achieve/work-edit.machine'
import {
  selectBusy,
  selectError,
  selectKept,
  selectLoadFailed,
  selectLoading,
  selectRefs,
  selectSaved,
  selectTypeID,
  selectWork,
} from '@/machines/achieve/work-edit.selectors'
import type { WriteError } from '@/machines/achieve/achieve.types'
import { attrKey, attrsOfType, type PortfolioAttr } from '@/api/portfolio-attrs'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { SelectField } from '@/ui/form/select-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { FileField } from '@/ui/form/file-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formatFileSize } from '@/lib/file-size'
import { WORK_TITLE_MAX } from '@/lib/constants/achieve'
import type { ScreenProps } from '@/lib/screen-props'
import { achieveTexts } from '@/texts/ru/achieve'
import { WorkStatusBadge } from './work-parts'
import { AttrFields } from './portfolio-attr-fields'
import './achieve.css'

const t = achieveTexts.work
const levelOptions = WORK_LEVELS.map((l) => ({ value: l, label: t.levels[l] }))
const resultOptions = WORK_RESULTS.map((r) => ({ value: r, label: t.results[r] }))

function errorText(error: WriteError | null): string | null {
  if (!error) return null
  if (error.code === 'forbidden') return t.errors.forbidden
  if (error.code === 'badRequest' && error.message) return `${t.errors.failed}: ${error.message}`
  return t.errors.failed
}

function WorkFormView(props: {
  work: PortfolioWork | null
  attrs: PortfolioAttr[]
  busy: boolean
  readOnly: boolean
  error: string | null
  onSave: (values: WorkForm) => void
}) {
  const { work, attrs } = props
  const values = Object.fromEntries(
    attrs.map((a) => [
      attrKey(a.id),
      work?.attrs?.find((x) => x.attrID === a.id)?.value || (a.kind === 'date' ? null : ''),
    ]),
  )
  const defaults: WorkFormInput = work
    ? { title: work.title, level: work.level, result: work.result, date: work.date, files: [], attrs: values }
    : { title: '', level: null, result: null, date: null, files: [], attrs: values }
  const schema = useMemo(() => workFormSchemaFor(attrs), [attrs])
  const form = useAppForm(schema, { defaultValues: defaults })
  return (
    <AppForm
      form={form}
      onSubmit={props.onSave}
      busy={props.busy}
      readOnly={props.readOnly}
      error={props.error}
      label={t.editTitle}
    >
      <TextField name="title" label={t.title} required maxLength={WORK_TITLE_MAX} hint={t.titleHint} />
      <SelectField name="level" label={t.level} required options={levelOptions} />
      <SelectField name="result" label={t.result} required options={resultOptions} />
      <DateFormField name="date" label={t.date} required />
      <AttrFields attrs={attrs} />
      <FileField name="files" label={t.files} multiple hint={t.filesHint} />
      {!props.readOnly && <SubmitButton label={t.save} icon="pi pi-send" />}
    </AppForm>
  )
}

/** /Portfolio/Work/{typeID}/{workID?} (and /Portfolio/Work/{typeID}): a new achievement of a type, or one to open. */
export default function WorkScreen({ params }: ScreenProps) {
  const [, navigate] = useLocation()
  const workID = Number(params.workID) || null
  const actor = useActorRef(
    workEditMachine.provide({
      actions: {
        showSaved: (_, { work }) => navigate(`/Portfolio/Work/${work.typeID}/${work.id}`, { replace: true }),
      },
    }),
    { input: { typeID: Number(params.typeID) || 0, workID } },
  )
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const work = useSelector(actor, selectWork)
  const kept = useSelector(actor, selectKept)
  const error = useSelector(actor, selectError)
  const saved = useSelector(actor, selectSaved)
  const typeID = useSelector(actor, selectTypeID)
  const refs = useSelector(actor, selectRefs)
  const type = refs.types.find((x) => x.id === typeID)
  const category = refs.categories.find((c) => c.id === type?.categoryID)
  const me = SessionContext.useSelector(selectUser)?.userID
  const attrs = useMemo(() => attrsOfType(refs.attrs ?? [], typeID), [refs.attrs, typeID])
  /** A confirmed work, or another person's (a verifier or viewer opens it): shown, not edited. */
  const foreign = Boolean(work && me !== undefined && work.userID !== me)
  const readOnly = work?.status === 'confirmed' || foreign
  return (
    <div className="page ach-page">
      <p>
        <Link href="/portfolio">{t.back}</Link>
      </p>
      <h1>{work ? `${t.editTitle}: ${work.title}` : t.newTitle}</h1>
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">{t.notFound}</p>
      ) : !type ? (
        <p role="alert">{t.unknownType}</p>
      ) : (
        <section className="ach-card">
          <dl className="ach-facts">
            <dt>{t.category}</dt>
            <dd>{category?.name}</dd>
            <dt>{t.type}</dt>
            <dd>{type.name}</dd>
            {work && foreign && (
              <>
                <dt>{t.owner}</dt>
                <dd>
                  <Link href={`/Portfolio/ListWorks/${work.userID}`}>{work.userName}</Link>
                </dd>
              </>
            )}
            {work && (
              <>
                <dt>{t.status}</dt>
                <dd>
                  <WorkStatusBadge status={work.status} />
                </dd>
                <dt>{t.points}</dt>
                <dd>{work.points}</dd>
              </>
            )}
            {work?.remark && (
              <>
                <dt>{t.remark}</dt>
                <dd className="ach-reason">{work.remark}</dd>
              </>
            )}
          </dl>
          {readOnly && <p>{foreign ? t.foreign : t.readOnly}</p>}
          <p role="status" className="ach-saved">
            {saved ? t.saved : ''}
          </p>
          {kept.length > 0 && (
            <>
              <h2>{t.keptFiles}</h2>
              <ul className="ach-files">
                {kept.map((f) => (
                  <li key={f.key}>
                    <a href={workFileHref(f)} download={f.name}>
                      {f.name}
                    </a>{' '}
                    ({formatFileSize(f.size)})
                    {!readOnly && (
                      <Button
                        type="button"
                        icon="pi pi-times"
                        text
                        size="small"
                        aria-label={`${t.removeFile}: ${f.name}`}
                        disabled={busy}
                        onClick={() => actor.send({ type: 'file.drop', key: f.key })}
                      />
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <WorkFormView
            key={work ? `${work.id}:${work.files.map((f) => f.key).join()}:${work.status}` : 'new'}
            work={work}
            attrs={attrs}
            busy={busy}
            readOnly={readOnly}
            error={errorText(error)}
            onSave={(values) => actor.send({ type: 'work.save', values })}
          />
        </section>
      )}
    </div>
  )
}
