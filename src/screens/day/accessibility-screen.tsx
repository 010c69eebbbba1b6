import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { accessibilityFormSchema, type AccessibilityForm } from '@/api/staff'
import { ACCESSIBILITY_KINDS, ACCESSIBILITY_TEXT_MAX } from '@/lib/constants/staff'
import { accessibilityMachine } from '@/machines/day/accessibility.machine'
import * as sel from '@/machines/day/staff.selectors'
import { staffTexts } from '@/texts/ru/staff'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { TextField } from '@/ui/form/text-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { AccessibilityInfoView, AccessibilityRequests } from './accessibility-parts'
import './staff.css'

const t = staffTexts.access
const KINDS = ACCESSIBILITY_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))
const EMPTY = { kind: '', text: '', phone: '' } as unknown as AccessibilityForm

function RequestForm({
  onSend,
  busy,
  error,
}: {
  onSend: (v: AccessibilityForm) => void
  busy: boolean
  error?: string
}) {
  const form = useAppForm(accessibilityFormSchema, { defaultValues: EMPTY })
  return (
    <AppForm form={form} onSubmit={onSend} busy={busy} error={error} className="access-form">
      <SelectField name="kind" label={t.kind} options={KINDS} required />
      <TextAreaField name="text" label={t.text} hint={t.textHint} required maxLength={ACCESSIBILITY_TEXT_MAX} />
      <TextField name="phone" label={t.phoneField} hint={t.phoneHint} required maxLength={20} />
      <SubmitButton label={t.send} />
    </AppForm>
  )
}

/** /information/personsRestrictedAbilities: accessibility information and a request for assistance. */
export default function AccessibilityScreen() {
  const ref = useActorRef(accessibilityMachine)
  const loading = useSelector(ref, sel.selectAccessLoading)
  const failure = useSelector(ref, sel.selectAccessFailure)
  const info = useSelector(ref, sel.selectAccessInfo)
  const requests = useSelector(ref, sel.selectAccessRequests)
  const busy = useSelector(ref, sel.selectAccessBusy)
  const refusal = useSelector(ref, sel.selectAccessRefusal)
  const sendFailed = useSelector(ref, sel.selectAccessSendFailed)
  const sentID = useSelector(ref, sel.selectAccessSentID)
  const formKey = useSelector(ref, sel.selectAccessFormKey)
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {failure ? (
        <div role="alert">
          <p>{t.failures[failure]}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      ) : loading || !info ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <AccessibilityInfoView info={info} />
          <section aria-labelledby="access-request">
            <h2 id="access-request">{t.requestTitle}</h2>
            <RequestForm
              key={formKey}
              busy={busy}
              error={refusal ?? (sendFailed ? t.failures.saveFailed : undefined)}
              onSend={(values) => ref.send({ type: 'request.send', values })}
            />
            <p role="status">{sentID !== null ? t.sent(sentID) : ''}</p>
          </section>
          <section aria-labelledby="access-mine">
            <h2 id="access-mine">{t.mine}</h2>
            <AccessibilityRequests requests={requests} />
          </section>
        </>
      )}
    </div>
  )
}
