import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation } from 'wouter'
import { Message } from 'primereact/message'
import { contractFormSchema, type ContractFormInput, type ContractWork } from '@/api/nir-contract'
import { contractWorkMachine } from '@/machines/nir/contract-work.machine'
import {
  selectBusy,
  selectError,
  selectFailed,
  selectFormKey,
  selectLoading,
  selectOptions,
  selectSaved,
  selectWork,
} from '@/machines/nir/contract-work.selectors'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { NIR_NAME_MAX } from '@/lib/constants/nir'
import {
  CONTRACT_AMOUNT_MAX,
  CONTRACT_CUSTOMER_MAX,
  CONTRACT_NUMBER_MAX,
  CONTRACT_STAGES,
} from '@/lib/constants/nir-contract'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { NumberField } from '@/ui/form/number-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SelectField } from '@/ui/form/select-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { notify } from '@/ui/notifier'
import { claimIdOf } from './finnir-parts'
import { ContractExecutors } from './contract-executors'
import { ContractLinks, ContractLoadFailure, NEW_SEGMENT, contractErrorText } from './contract-parts'
import './nir.css'
import './finnir.css'

type WorkActor = ReturnType<typeof useActorRef<typeof contractWorkMachine>>

/** /ContractWork/edit/{workID} (and /ContractWork/edit/new): the contract work's form. */
export default function ContractEditScreen({ params }: ScreenProps) {
  const workID = params.workID === NEW_SEGMENT ? null : claimIdOf(params.workID)
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{workID === null ? t.newTitle : t.editTitle}</h1>
      </header>
      <ContractLinks />
      {Number.isNaN(workID) ? (
        <Message severity="warn" text={t.badID} />
      ) : (
        <ContractEditor key={workID ?? NEW_SEGMENT} workID={workID} />
      )}
    </div>
  )
}

function ContractEditor({ workID }: { workID: number | null }) {
  const [, navigate] = useLocation()
  const actor = useActorRef(contractWorkMachine, { input: { workID, edit: true } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const saved = useSelector(actor, selectSaved)
  const work = useSelector(actor, selectWork)
  const error = useSelector(actor, selectError)
  const formKey = useSelector(actor, selectFormKey)
  useEffect(() => {
    if (!saved || !work) return
    notify.info(t.saved)
    navigate(`/ContractWork/show/${work.workID}`)
  }, [saved, work, navigate])
  if (loading || saved) return <p role="status">{t.loading}</p>
  if (failed) return <ContractLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  if (work && !work.allowEdit) return <Message severity="warn" text={t.notEditable} />
  return <ContractForm key={formKey} actor={actor} work={work} />
}

function ContractForm({ actor, work }: { actor: WorkActor; work: ContractWork | null }) {
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const options = useSelector(actor, selectOptions)
  const user = SessionContext.useSelector(selectUser)
  const defaults: ContractFormInput = {
    title: work?.title ?? '',
    customer: work?.customer ?? '',
    contractNumber: work?.contractNumber ?? '',
    amount: work?.amount ?? null,
    dateStart: work?.dateStart ?? null,
    dateEnd: work?.dateEnd ?? null,
    stage: work?.stage ?? CONTRACT_STAGES[0].value,
    executors: work?.executors.map((e) => ({ userID: e.userID, share: e.share })) ?? [],
  }
  const form = useAppForm(contractFormSchema, { defaultValues: defaults })
  const leader = work
    ? { userID: work.idUser, fio: work.leader }
    : { userID: user?.userID ?? 0, fio: user ? `${user.last_name} ${user.first_name} ${user.middle_name}`.trim() : '' }
  return (
    <AppForm
      form={form}
      busy={busy}
      error={contractErrorText(error)}
      label={work ? t.editTitle : t.newTitle}
      className="nir-form finnir-form"
      onSubmit={(values) => actor.send({ type: 'work.save', values })}
    >
      <TextField name="title" label={t.title} required maxLength={NIR_NAME_MAX} />
      <TextField name="customer" label={t.customer} required maxLength={CONTRACT_CUSTOMER_MAX} />
      <TextField name="contractNumber" label={t.contractNumber} required maxLength={CONTRACT_NUMBER_MAX} />
      <NumberField name="amount" label={t.amount} required min={0} max={CONTRACT_AMOUNT_MAX} fractionDigits={2} />
      <DateFormField name="dateStart" label={t.dateStart} required />
      <DateFormField name="dateEnd" label={t.dateEnd} required />
      <SelectField name="stage" label={t.stage} required options={CONTRACT_STAGES} />
      <ContractExecutors form={form} leader={leader} options={options} />
      <div className="app-form-actions">
        <SubmitButton label={t.save} icon="pi pi-save" />
      </div>
    </AppForm>
  )
}
