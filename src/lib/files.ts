/** File names and links: extensions, names, and what can be previewed in place (spec 2 §5). */

/** jpg, png, jpeg, tiff and pdf open in a preview; other files are only downloaded. */
export const PREVIEWABLE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'tiff', 'pdf'] as const

const PREVIEW_MIME: Record<(typeof PREVIEWABLE_EXTENSIONS)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
}

/** Extension of a file name or link, lower case, without the dot (a query or hash is ignored). */
export function extensionOf(path: string): string {
  const clean = path.split(/[?#]/)[0]
  const dot = clean.lastIndexOf('.')
  return dot < 0 ? '' : clean.slice(dot + 1).toLowerCase()
}

/** The last part of a link, decoded ('/files/%D0%B0.pdf' → 'а.pdf'). */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0]
  const last = clean.slice(clean.lastIndexOf('/') + 1)
  try {
    return decodeURIComponent(last) || path
  } catch {
    return last || path
  }
}

export const isPreviewable = (path: string) => (PREVIEWABLE_EXTENSIONS as readonly string[]).includes(extensionOf(path))

/** The type a preview of this file is shown as. */
export function previewMime(path: string): string {
  return PREVIEW_MIME[extensionOf(path) as keyof typeof PREVIEW_MIME] ?? 'application/octet-stream'
}

/** Saves bytes made or fetched in the page as a file the browser downloads. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // Some browsers read the link after click() returns: keep the address alive for a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
