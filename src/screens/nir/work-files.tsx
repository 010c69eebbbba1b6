import { useCallback, useEffect, useState } from 'react'
import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import { PlainMessage } from '@/ui/plain/plain-message'
import { ApiError } from '@/api/errors'
import {
  deleteWorkFile,
  getTypeFileList,
  getWorkFileBytes,
  isPreviewable,
  pushWorkFile,
  type FileType,
  type WorkFile,
} from '@/api/nir-files'
import { NIR_FILE_MAX_BYTES } from '@/lib/constants/nir'
import { nirTexts } from '@/texts/ru/nir'
import { notify } from '@/ui/notifier'
import { FilePicker } from '@/ui/form/file-picker'

const t = nirTexts.files
const messageOf = (e: unknown) =>
  e instanceof ApiError && (e.code === 'badRequest' || e.code === 'forbidden' || e.code === 'notFound')
    ? (e.serverMessage ?? nirTexts.errors.failed)
    : nirTexts.errors.failed

interface Preview {
  file: WorkFile
  url: string
  pdf: boolean
}

/** Files of a saved work by type (typeFileList, Files/pushFile, delete); jpg/png/jpeg/tiff/pdf open in a preview. */
export function WorkFiles({ workID, readOnly }: { workID: number | null; readOnly: boolean }) {
  const [types, setTypes] = useState<FileType[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<WorkFile | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (workID === null) return
      try {
        setTypes(await getTypeFileList(workID, { signal }))
      } catch (e) {
        if (!(e instanceof ApiError && e.code === 'aborted')) setError(t.loadFailed)
      }
    },
    [workID],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview])

  if (workID === null)
    return (
      <section className="nir-files" aria-labelledby="nir-files">
        <h2 id="nir-files">{t.title}</h2>
        <p>{t.afterSave}</p>
      </section>
    )

  const run = async (job: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await job()
      await load()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  const upload = (type: number, file: File) => {
    if (file.size > NIR_FILE_MAX_BYTES) return setError(t.tooBig)
    void run(async () => {
      await pushWorkFile(workID, type, file)
      notify.info(t.uploaded(file.name))
    })
  }
  const open = (file: WorkFile) =>
    void run(async () => {
      const blob = await getWorkFileBytes(file.id)
      const pdf = file.name.toLowerCase().endsWith('.pdf')
      const typed = pdf ? new Blob([blob], { type: 'application/pdf' }) : blob
      const url = URL.createObjectURL(typed)
      if (isPreviewable(file.name)) return setPreview({ file, url, pdf })
      const a = document.createElement('a')
      a.href = url
      a.download = file.name
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    })

  return (
    <section className="nir-files" aria-labelledby="nir-files" aria-busy={busy}>
      <h2 id="nir-files">{t.title}</h2>
      {error ? <PlainMessage severity="error" text={error} /> : null}
      {types === null && !error ? <p role="status">{t.loading}</p> : null}
      {types?.map((group) => (
        <div key={group.type} className="nir-file-type">
          <h3>{group.typeName}</h3>
          {group.files.length === 0 ? <p className="nir-muted">{t.none}</p> : null}
          <ul>
            {group.files.map((f) => (
              <li key={f.id}>
                <Button
                  link
                  label={f.name}
                  aria-label={isPreviewable(f.name) ? t.preview(f.name) : t.download(f.name)}
                  onClick={() => open(f)}
                  disabled={busy}
                />
                <span className="nir-muted"> {t.kb(Math.max(1, Math.round(f.size / 1024)))}</span>
                {readOnly ? null : (
                  <Button
                    icon="pi pi-trash"
                    text
                    severity="danger"
                    aria-label={t.remove(f.name)}
                    disabled={busy}
                    onClick={() => setRemoving(f)}
                  />
                )}
              </li>
            ))}
          </ul>
          {readOnly ? null : (
            <FilePicker
              id={`nir-file-${group.type}`}
              label={t.attach(group.typeName)}
              accept=".pdf,.doc,.docx,.rtf,.odt,.jpg,.jpeg,.png,.tif,.tiff"
              disabled={busy}
              onFiles={(files) => upload(group.type, files[0])}
            />
          )}
        </div>
      ))}
      <Dialog
        visible={removing !== null}
        header={nirTexts.files.title}
        onHide={() => setRemoving(null)}
        style={{ width: 'min(420px, 94vw)' }}
        footer={
          <div className="dialog-actions">
            <Button label={nirTexts.deleteNo} outlined onClick={() => setRemoving(null)} />
            <Button
              label={nirTexts.deleteYes}
              severity="danger"
              autoFocus
              disabled={busy}
              onClick={() => {
                const file = removing!
                setRemoving(null)
                void run(async () => {
                  await deleteWorkFile(file.id)
                  notify.info(t.removed)
                })
              }}
            />
          </div>
        }
      >
        <p>{removing ? t.removeConfirm(removing.name) : ''}</p>
      </Dialog>
      <Dialog
        visible={preview !== null}
        header={preview?.file.name}
        onHide={() => setPreview(null)}
        style={{ width: 'min(900px, 96vw)' }}
      >
        {preview?.pdf ? (
          <iframe src={preview.url} title={preview.file.name} className="nir-file-preview" />
        ) : preview ? (
          <img src={preview.url} alt={preview.file.name} className="nir-file-preview" />
        ) : null}
      </Dialog>
    </section>
  )
}
