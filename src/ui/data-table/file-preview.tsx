import { Dialog } from 'primereact/dialog'
import { extensionOf } from '@/lib/files'
import { tableTexts as t } from '@/texts/ru/table'

/** A file cell's preview: a PDF or TIFF in an <object> (with a download link as fallback), else an image. */
export function FilePreview({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const ext = extensionOf(url)
  return (
    <Dialog
      visible
      header={t.previewOf(name)}
      onHide={onClose}
      className="dt-preview"
      style={{ width: 'min(90vw, 60rem)' }}
      modal
      draggable={false}
      ariaCloseIconLabel={t.close}
    >
      {ext === 'pdf' || ext === 'tiff' ? (
        <object
          data={url}
          type={ext === 'pdf' ? 'application/pdf' : 'image/tiff'}
          className="dt-preview-frame"
          aria-label={name}
        >
          <a href={url} download={name}>
            {t.download}
          </a>
        </object>
      ) : (
        <img src={url} alt={name} className="dt-preview-image" />
      )}
    </Dialog>
  )
}
