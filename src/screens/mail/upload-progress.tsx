import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { chunkedUploadMachine } from '@/machines/mail/chunked-upload.machine'
import { selectFileProgress, selectOverallProgress, selectRetryAttempt } from '@/machines/mail/chunked-upload.selectors'
import { selectFailedFile, selectPhase, selectUpload } from '@/machines/mail/compose.selectors'
import { CHUNK_RETRIES } from '@/lib/constants/mail'
import { mailTexts as t } from '@/texts/ru/mail'
import type { ComposeRef } from '@/machines/mail/compose.machine'

type UploadRef = ActorRefFrom<typeof chunkedUploadMachine>

/** A progress bar per file and overall while the chunks go up; 'Завершение отправки…' for the last 2 s. */
export function UploadProgress({ actor }: { actor: ComposeRef }) {
  const phase = useSelector(actor, selectPhase)
  const upload = useSelector(actor, selectUpload)
  const failedFile = useSelector(actor, selectFailedFile)
  if (phase === 'finishing') return <p role="status">{t.finishing}</p>
  if (phase === 'uploadFailed')
    return (
      <p role="alert" className="mail-error">
        {t.uploadFailedText(failedFile ?? '')}
      </p>
    )
  if (phase !== 'uploading' || !upload) return null
  return <Bars upload={upload} />
}

function Bars({ upload }: { upload: UploadRef }) {
  const files = useSelector(upload, selectFileProgress)
  const overall = useSelector(upload, selectOverallProgress)
  const retry = useSelector(upload, selectRetryAttempt)
  return (
    <section className="mail-progress" aria-label={t.uploading}>
      {files.map((f) => (
        <label key={f.name} className="mail-progress-row">
          <span className="mail-file-name">{f.name}</span>
          <progress max={100} value={f.percent} aria-label={t.fileProgress(f.name)} />
          <span className="mail-muted">{f.percent}%</span>
        </label>
      ))}
      <label className="mail-progress-row mail-progress-total">
        <span>{t.overall}</span>
        <progress max={100} value={overall} aria-label={t.overall} />
        <span className="mail-muted">{overall}%</span>
      </label>
      {retry > 0 && (
        <p role="status" className="mail-muted">
          {t.uploadRetrying(retry, CHUNK_RETRIES)}
        </p>
      )}
    </section>
  )
}
