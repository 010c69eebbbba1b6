import type { ScreenProps } from '@/lib/screen-props'
import { formatRuDate } from '@/lib/dates'
import { dormitoryTexts } from '@/texts/ru/dormitory'
import { DormLinks, DormPage, DormStatusBadge } from './dorm-parts'
import { useDormStudent } from './use-dorm-student'

const t = dormitoryTexts.result

/** /Contests/Dormitory/ResultDormitoryContests/:concestID: selected or not, the dormitory, the room, the date. */
export default function DormResultScreen({ params }: ScreenProps) {
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
      {!request ? (
        <>
          <p>{t.noRequest}</p>
          <DormLinks concestID={concestID} show={['request']} />
        </>
      ) : (
        <section className="ach-card" aria-labelledby="dorm-result">
          <h2 id="dorm-result">{t.yours}</h2>
          <p>
            <strong>
              {request.state === 'selected' ? t.selected : request.state === 'refused' ? t.refused : t.waiting}
            </strong>{' '}
            <DormStatusBadge request={request} />
          </p>
          <dl className="dorm-facts">
            <dt>{dormitoryTexts.request.score}</dt>
            <dd>{request.score.toLocaleString('ru-RU')}</dd>
            <dt>{dormitoryTexts.request.place}</dt>
            <dd>{request.place}</dd>
            {request.state === 'selected' && (
              <>
                <dt>{t.hostel}</dt>
                <dd>{request.hostelName}</dd>
                <dt>{t.room}</dt>
                <dd>{request.room}</dd>
                <dt>{t.date}</dt>
                <dd>{request.slotID ? `${formatRuDate(request.slotDate)} ${request.slotTime}` : t.dateMissing}</dd>
              </>
            )}
            {request.state === 'refused' && request.reason && (
              <>
                <dt>{t.reason}</dt>
                <dd>{request.reason}</dd>
              </>
            )}
          </dl>
          <DormLinks concestID={concestID} show={request.state === 'selected' ? ['request', 'date'] : ['request']} />
        </section>
      )}
    </DormPage>
  )
}
