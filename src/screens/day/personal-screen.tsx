import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { ScreenProps } from '@/lib/screen-props'
import { contactsSchema, type Contacts, type StudentInfo, type UserInfo } from '@/api/day-people'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles, selectUser } from '@/machines/session/session.selectors'
import { profileMachine, type ProfileFailure } from '@/machines/day/profile.machine'
import {
  selectEditing,
  selectProfile,
  selectProfileFailure,
  selectProfileLoading,
  selectSaved,
  selectSaveFailure,
  selectSaveMessage,
  selectSaving,
  selectStudy,
} from '@/machines/day/profile.selectors'
import { GRADE_BOOK_READER_ROLES, PROFILE_ABOUT_MAX } from '@/lib/constants/day'
import { hasRole } from '@/lib/roles'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { profileTexts as t } from '@/texts/ru/day'
import './day.css'

const failureText = (failure: ProfileFailure) =>
  failure === 'notFound'
    ? t.notFound
    : failure === 'badRequest'
      ? t.badRequest
      : failure === 'forbidden'
        ? t.forbidden
        : t.failed

function Avatar({ info }: { info: UserInfo }) {
  const initials = `${info.lastName.charAt(0)}${info.firstName.charAt(0)}`
  return info.photo ? (
    <img className="profile-photo" src={info.photo} alt={t.photo(info.fio)} width={120} height={120} />
  ) : (
    <span className="profile-photo profile-initials" role="img" aria-label={t.photo(info.fio)}>
      {initials}
    </span>
  )
}

function ContactsForm(props: {
  info: UserInfo
  busy: boolean
  error: string | null
  onSave: (values: Contacts) => void
  onCancel: () => void
}) {
  const { info } = props
  const form = useAppForm(contactsSchema, {
    defaultValues: { phone: info.phone, showEmail: info.showEmail, about: info.about },
  })
  return (
    <AppForm
      form={form}
      busy={props.busy}
      error={props.error}
      label={t.editTitle}
      className="profile-form"
      onSubmit={props.onSave}
    >
      <h2>{t.editTitle}</h2>
      <TextField name="phone" label={t.phone} type="tel" autoComplete="tel" maxLength={20} hint={t.phoneHint} />
      <CheckboxField name="showEmail" label={t.showEmail} />
      <TextAreaField name="about" label={t.about} rows={4} maxLength={PROFILE_ABOUT_MAX} />
      <div className="profile-form-actions">
        <SubmitButton label={t.save} icon="pi pi-save" />
        <Button type="button" label={t.cancel} outlined onClick={props.onCancel} disabled={props.busy} />
      </div>
    </AppForm>
  )
}

function StudyInfo({ study }: { study: StudentInfo }) {
  return (
    <section className="profile-card" aria-labelledby="profile-study">
      <h2 id="profile-study">{t.study}</h2>
      <dl className="profile-facts">
        <dt>{t.period}</dt>
        <dd>{t.periodText(study.year, study.semester)}</dd>
        <dt>{t.faculty}</dt>
        <dd>{study.faculty}</dd>
        <dt>{t.course}</dt>
        <dd>{study.course}</dd>
        <dt>{t.formStudy}</dt>
        <dd>{study.formStudy}</dd>
        <dt>{t.bookNumber}</dt>
        <dd>{study.bookNumber}</dd>
        <dt>{t.average}</dt>
        <dd>{study.average === null ? t.noAverage : study.average.toFixed(2).replace('.', ',')}</dd>
        <dt>{t.debts}</dt>
        <dd className={study.debts > 0 ? 'profile-debts' : undefined}>{study.debts}</dd>
      </dl>
    </section>
  )
}

function Profile({ userID }: { userID: number }) {
  const ref = useActorRef(profileMachine, { input: { userID } })
  const loading = useSelector(ref, selectProfileLoading)
  const failure = useSelector(ref, selectProfileFailure)
  const info = useSelector(ref, selectProfile)
  const study = useSelector(ref, selectStudy)
  const editing = useSelector(ref, selectEditing)
  const saving = useSelector(ref, selectSaving)
  const saveFailure = useSelector(ref, selectSaveFailure)
  const saveMessage = useSelector(ref, selectSaveMessage)
  const saved = useSelector(ref, selectSaved)
  const roles = SessionContext.useSelector(selectRoles)

  if (failure)
    return (
      <>
        <h1>{t.title}</h1>
        <div role="alert" className="day-failure">
          <p>{failureText(failure)}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      </>
    )
  if (loading || !info)
    return (
      <>
        <h1>{t.title}</h1>
        <p role="status">{t.loading}</p>
      </>
    )
  const student = info.kind === 'student'
  const seesBook = student && (info.own || hasRole(roles, ...GRADE_BOOK_READER_ROLES))
  const timetable = info.timetable ? `/Rasp/${info.timetable.type}/${info.timetable.id}` : null
  return (
    <>
      <header className="profile-head">
        <Avatar info={info} />
        <div>
          <h1>{info.fio}</h1>
          <p className="profile-position">
            {[info.position, info.group ? `${t.group} ${info.group.name}` : info.department]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <nav aria-label={t.links} className="profile-links">
            {timetable && (
              <Link href={timetable} className="p-button p-button-outlined p-button-sm">
                <span className="pi pi-calendar" aria-hidden /> {t.timetable}
              </Link>
            )}
            {seesBook && (
              <Link
                href={`/EducationalActivity/ZachBook/${info.userID}`}
                className="p-button p-button-outlined p-button-sm"
              >
                <span className="pi pi-book" aria-hidden /> {t.gradeBook}
              </Link>
            )}
            {!info.own && (
              <Link
                href={`/newMessage/${student ? -info.userID : info.userID}`}
                className="p-button p-button-outlined p-button-sm"
                aria-label={t.writeHint(info.fio)}
              >
                <span className="pi pi-envelope" aria-hidden /> {t.write}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <div className="profile-grid">
        <section className="profile-card" aria-labelledby="profile-contacts">
          <h2 id="profile-contacts">{t.contacts}</h2>
          <dl className="profile-facts">
            <dt>{t.email}</dt>
            <dd>{info.email ? <a href={`mailto:${info.email}`}>{info.email}</a> : t.emailHidden}</dd>
            <dt>{t.phone}</dt>
            <dd>{info.phone ? <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a> : t.noPhone}</dd>
            {info.faculty && (
              <>
                <dt>{t.faculty}</dt>
                <dd>{info.faculty}</dd>
              </>
            )}
            {info.department && (
              <>
                <dt>{t.department}</dt>
                <dd>{info.department}</dd>
              </>
            )}
            {info.group && (
              <>
                <dt>{t.group}</dt>
                <dd>
                  <Link href={`/PersonalGroupKab/${info.group.id}`}>{info.group.name}</Link>
                </dd>
              </>
            )}
            <dt>{t.roles}</dt>
            <dd>
              <ul className="profile-roles">
                {info.roles.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </dd>
          </dl>
          <h3>{t.about}</h3>
          <p className="profile-about">{info.about || t.noAbout}</p>
          {info.own && !editing && (
            <Button
              type="button"
              icon="pi pi-pencil"
              label={t.edit}
              onClick={() => ref.send({ type: 'contacts.edit' })}
            />
          )}
          <p role="status" className="profile-saved">
            {saved && !editing ? t.saved : ''}
          </p>
        </section>
        {editing && (
          <section className="profile-card">
            <ContactsForm
              info={info}
              busy={saving}
              error={saveFailure ? (saveMessage ?? (saveFailure === 'forbidden' ? t.forbidden : t.saveFailed)) : null}
              onSave={(values) => ref.send({ type: 'contacts.save', values })}
              onCancel={() => ref.send({ type: 'contacts.cancel' })}
            />
          </section>
        )}
        {study && <StudyInfo study={study} />}
      </div>
    </>
  )
}

/** /PersonalKab/{userID} (and /PersonalKab: one's own): a person's page; the owner edits their contacts. */
export default function PersonalScreen({ params }: ScreenProps) {
  const user = SessionContext.useSelector(selectUser)
  const raw = params.userID
  const userID = raw === undefined || raw === '' ? (user?.userID ?? NaN) : Number(raw)
  return (
    <div className="page profile-page">
      {Number.isInteger(userID) && userID !== 0 ? (
        <Profile key={userID} userID={Math.abs(userID)} />
      ) : (
        <>
          <h1>{t.title}</h1>
          <div role="alert" className="day-failure">
            <p>{t.badRequest}</p>
          </div>
        </>
      )}
    </div>
  )
}
