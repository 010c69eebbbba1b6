import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { DraftSource, DraftStatus } from '@/api/rasp-draft'
import type { OfficeWeek } from '@/machines/day/rasp-manager.types'
import { confirm } from '@/ui/confirm'
import { raspDraftTexts as t } from '@/texts/ru/rasp-draft'

interface DraftBarProps {
  week: OfficeWeek
  status: DraftStatus
  busy: boolean
  onStart: (from: DraftSource) => void
  onPublish: () => void
}

/** /RaspManagerNew: the draft's semester and status, with «start», «publish» (confirmed) or «reopen». */
export function DraftBar({ week, status, busy, onStart, onPublish }: DraftBarProps) {
  const semester = week.semester ?? ''
  return (
    <div className="rm-draft">
      <p>
        {t.semesterLine(semester)}
        {' · '}
        <strong className={`rm-draft-status rm-draft-${status}`}>
          {status === 'published' && week.publishedAt ? t.publishedOn(week.publishedAt) : t.status[status]}
        </strong>
        {status !== 'none' && (
          <>
            {' · '}
            <Link href={`/RaspManager/Team/${week.groupID}/draft`}>{t.draftView}</Link>
          </>
        )}
      </p>
      {status === 'none' && <p>{t.noDraftHint}</p>}
      <div className="rm-draft-buttons">
        {status === 'none' && (
          <>
            <Button type="button" label={t.fromTemplate} disabled={busy} onClick={() => onStart('template')} />
            <Button type="button" label={t.fromEmpty} outlined disabled={busy} onClick={() => onStart('empty')} />
          </>
        )}
        {status === 'draft' && (
          <Button
            type="button"
            label={t.publish}
            icon="pi pi-check"
            disabled={busy}
            onClick={async () => {
              if (await confirm(t.publishConfirm(week.group, semester))) onPublish()
            }}
          />
        )}
        {status === 'published' && (
          <Button type="button" label={t.reopen} outlined disabled={busy} onClick={() => onStart('published')} />
        )}
      </div>
    </div>
  )
}
