import {
  dormRequestFormSchema,
  type DormOddsRow,
  type DormRequest,
  type DormRequestForm,
  type DormRequestFormInput,
} from '@/api/dormitory'
import type { ScreenProps } from '@/lib/screen-props'
import { formatRuDateTime } from '@/lib/dates'
import {
  DORM_BENEFITS,
  DORM_DISTANCE_MAX,
  DORM_DOCUMENT_MAX,
  DORM_MARK_MAX,
  DORM_MARK_MIN,
} from '@/lib/constants/dormitory'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { MultiSelectField } from '@/ui/form/multi-select-field'
import { NumberField } from '@/ui/form/number-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DormLinks, DormPage, DormStatusBadge, benefitNames, dormErrorText } from './dorm-parts'
import { useDormStudent } from './use-dorm-student'

const t = dormitoryTexts.request
const EMPTY: DormRequestFormInput = { benefits: [], document: '', averageMark: null, distance: null }

function RequestForm(props: { busy: boolean; error: string | null; onSubmit: (values: DormRequestForm) => void }) {
  const form = useAppForm(dormRequestFormSchema, { defaultValues: EMPTY })
  return (
    <AppForm form={form} onSubmit={props.onSubmit} busy={props.busy} error={props.error} label={t.form}>
      <MultiSelectField
        name="benefits"
        label={t.benefits}
        hint={t.benefitsHint}
        options={DORM_BENEFITS.map((b) => ({ value: b, label: dormitoryTexts.benefits[b]! }))}
      />
      <TextAreaField name="document" label={t.document} hint={t.documentHint} rows={2} maxLength={DORM_DOCUMENT_MAX} />
      <NumberField
        name="averageMark"
        label={t.averageMark}
        required
        min={DORM_MARK_MIN}
        max={DORM_MARK_MAX}
        fractionDigits={2}
      />
      <NumberField name="distance" label={t.distance} required min={0} max={DORM_DISTANCE_MAX} />
      <SubmitButton label={t.submit} icon="pi pi-send" />
    </AppForm>
  )
}

function OddsTable({ odds }: { odds: DormOddsRow[] }) {
  return (
    <section className="ach-card" aria-labelledby="dorm-odds">
      <h2 id="dorm-odds">{t.odds}</h2>
      <p>{t.oddsIntro}</p>
      <table className="ach-table" aria-labelledby="dorm-odds">
        <thead>
          <tr>
            <th scope="col">{t.oddsName}</th>
            <th scope="col">{t.oddsValue}</th>
          </tr>
        </thead>
        <tbody>
          {odds.map((o) => (
            <tr key={o.id}>
              <td>{o.name}</td>
              <td className="ach-num">{o.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** The applicant's own request: what was claimed, the points and place, the state. */
export function MyDormRequest({ request }: { request: DormRequest }) {
  return (
    <section className="ach-card" aria-labelledby="dorm-mine">
      <h2 id="dorm-mine">{t.mine}</h2>
      <dl className="dorm-facts">
        <dt>{t.number}</dt>
        <dd>{request.id}</dd>
        <dt>{t.created}</dt>
        <dd>{formatRuDateTime(request.createdAt)}</dd>
        <dt>{t.benefits}</dt>
        <dd>{benefitNames(request.benefits)}</dd>
        {request.document && (
          <>
            <dt>{t.document}</dt>
            <dd>{request.document}</dd>
          </>
        )}
        <dt>{t.averageMark}</dt>
        <dd>{request.averageMark.toLocaleString('ru-RU')}</dd>
        <dt>{t.distance}</dt>
        <dd>{request.distance.toLocaleString('ru-RU')}</dd>
        <dt>{t.score}</dt>
        <dd>{request.score.toLocaleString('ru-RU')}</dd>
        <dt>{t.place}</dt>
        <dd>{request.place}</dd>
        <dt>{dormitoryTexts.abit.status}</dt>
        <dd>
          <DormStatusBadge request={request} />
        </dd>
      </dl>
    </section>
  )
}

/** /Contests/Dormitory/Request/:concestID: an applicant submits one request per contest and follows it. */
export default function DormRequestScreen({ params }: ScreenProps) {
  const s = useDormStudent(params.concestID)
  const request = s.page?.request ?? null
  const concestID = s.page?.contest.concestID ?? 0
  return (
    <DormPage
      title={t.title}
      contest={s.page?.contest ?? null}
      loading={s.loading}
      loadFailed={s.loadFailed}
      onRetry={s.retry}
    >
      <p role="status" className="ach-saved">
        {s.saved === 'request' && request ? `${t.saved}: ${t.number} ${request.id}` : ''}
      </p>
      {request ? (
        <>
          <MyDormRequest request={request} />
          {s.stage === 'submitted' && <p>{t.waiting}</p>}
          <DormLinks concestID={concestID} show={s.stage === 'selected' ? ['date', 'result'] : ['result']} />
        </>
      ) : (
        <section className="ach-card" aria-labelledby="dorm-form">
          <h2 id="dorm-form">{t.form}</h2>
          <RequestForm
            busy={s.busy}
            error={dormErrorText(s.error)}
            onSubmit={(values) => s.actor.send({ type: 'request.submit', values })}
          />
        </section>
      )}
      {s.page && <OddsTable odds={s.page.odds} />}
    </DormPage>
  )
}
