import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Message } from 'primereact/message'
import { claimFormSchema, type Claim, type ClaimFormInput } from '@/api/nir-finnir'
import { finNirClaimMachine } from '@/machines/nir/finnir-claim.machine'
import {
  selectBusy,
  selectClaim,
  selectError,
  selectFailed,
  selectFormKey,
  selectLoading,
  selectSaved,
} from '@/machines/nir/finnir-claim.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import {
  FINNIR_AMOUNT_MAX,
  FINNIR_SUMMARY_MAX,
  FINNIR_TERM_MAX,
  NIR_AUTHOR_FIO_MAX,
  NIR_NAME_MAX,
} from '@/lib/constants/nir'
import { finnirTexts as t } from '@/texts/ru/finnir'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { NumberField } from '@/ui/form/number-field'
import { FileField } from '@/ui/form/file-field'
import { SubmitButton } from '@/ui/form/submit-button'
import {
  ClaimDetails,
  ClaimLinks,
  ClaimRemarks,
  KeptFiles,
  LoadFailure,
  claimErrorText,
  claimIdOf,
} from './finnir-parts'
import './nir.css'
import './finnir.css'

type ClaimActor = ReturnType<typeof useActorRef<typeof finNirClaimMachine>>

/** /FinNir/Claim (a scientist files a claim) and /FinNir/EditClaim/{workID} (the author corrects a returned one). */
export default function FinNirClaimScreen({ params }: ScreenProps) {
  const workID = claimIdOf(params.workID)
  const title = workID === null ? t.newClaimPage : t.editClaimPage
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{title}</h1>
      </header>
      <ClaimLinks />
      {Number.isNaN(workID) ? <Message severity="warn" text={t.badID} /> : <ClaimEditor workID={workID} />}
    </div>
  )
}

function ClaimEditor({ workID }: { workID: number | null }) {
  const actor = useActorRef(finNirClaimMachine, { input: { workID } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const saved = useSelector(actor, selectSaved)
  const claim = useSelector(actor, selectClaim)
  const error = useSelector(actor, selectError)
  const formKey = useSelector(actor, selectFormKey)
  if (loading) return <p role="status">{t.loading}</p>
  if (failed) return <LoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  if (saved && claim) {
    return (
      <>
        <Message severity="success" text={t.saved} role="status" />
        <Link href={`/FinNir/Show/${claim.workID}`} className="p-button p-button-sm finnir-open">
          {t.openSaved}
        </Link>
        <ClaimDetails claim={claim} />
      </>
    )
  }
  if (claim && !claim.allowEdit) {
    return (
      <>
        <Message severity="warn" text={t.notEditable} />
        <Link href={`/FinNir/Show/${claim.workID}`}>{t.openClaim(claim.title)}</Link>
      </>
    )
  }
  return (
    <>
      {claim ? <ClaimRemarks claim={claim} heading={t.fixRemarks} /> : null}
      <ClaimForm key={formKey} actor={actor} claim={claim} />
    </>
  )
}

function ClaimForm({ actor, claim }: { actor: ClaimActor; claim: Claim | null }) {
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const defaults: ClaimFormInput = {
    title: claim?.title ?? '',
    leader: claim?.leader ?? '',
    summary: claim?.summary ?? '',
    amount: claim?.amount ?? null,
    term: claim?.term ?? null,
    files: [],
  }
  const form = useAppForm(claimFormSchema, { defaultValues: defaults })
  return (
    <AppForm
      form={form}
      busy={busy}
      error={claimErrorText(error)}
      label={claim ? t.editClaimPage : t.newClaimPage}
      className="nir-form finnir-form"
      onSubmit={(values) => actor.send({ type: 'claim.submit', values })}
    >
      <TextField name="title" label={t.claimTitle} required maxLength={NIR_NAME_MAX} />
      <TextField name="leader" label={t.leader} required maxLength={NIR_AUTHOR_FIO_MAX} autoComplete="name" />
      <TextAreaField name="summary" label={t.summary} required rows={6} maxLength={FINNIR_SUMMARY_MAX} />
      <NumberField name="amount" label={t.amount} required min={1} max={FINNIR_AMOUNT_MAX} fractionDigits={2} />
      <NumberField name="term" label={t.term} required min={1} max={FINNIR_TERM_MAX} />
      {claim ? (
        <div>
          <p className="finnir-muted">{t.keptFiles}</p>
          <KeptFiles claim={claim} />
        </div>
      ) : null}
      <FileField name="files" label={t.files} accept=".pdf,.docx" multiple hint={t.filesHint} />
      <div className="app-form-actions">
        <SubmitButton label={claim ? t.resubmit : t.submit} icon="pi pi-send" />
      </div>
    </AppForm>
  )
}
