import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WorkFiles } from '@/screens/nir/work-files'
import { getTypeFileList, isPreviewable, pushWorkFile } from '@/api/nir-files'
import { issueToken, server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { NIR_FILE_TYPES, NIR_STATUS } from '@/lib/constants/nir'
import { nirTexts } from '@/texts/ru/nir'

const t = nirTexts.files
const AUTHOR = 2
const EXPORT = 3
const signIn = (userID: number) => {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
}
const ownWork = () =>
  db.nirWork.findFirst({ where: { idUser: { equals: AUTHOR }, status: { equals: NIR_STATUS.draft } } })!
const pdf = (name = 'statya.pdf') => new File(['%PDF-1.4 текст статьи'], name, { type: 'application/pdf' })

afterEach(() => {
  server.events.removeAllListeners()
  vi.unstubAllGlobals()
})

describe('files of a work', { timeout: 30_000 }, () => {
  it('jpg, png, jpeg, tiff and pdf are previewable, other files are not', () => {
    expect(['a.JPG', 'b.png', 'c.jpeg', 'd.tiff', 'e.pdf'].map(isPreviewable)).toEqual([true, true, true, true, true])
    expect(['a.docx', 'pdf', 'b.tif'].map(isPreviewable)).toEqual([false, false, false])
  })

  it('a new work offers files after its first save, without a call', () => {
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => calls.push(request.url))
    render(<WorkFiles workID={null} readOnly={false} />)
    expect(screen.getByText(t.afterSave)).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('the author attaches a PDF by type, previews it and deletes it after confirming', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }))
    signIn(AUTHOR)
    const work = ownWork()
    render(<WorkFiles workID={work.workID} readOnly={false} />)
    const full = NIR_FILE_TYPES[0].name
    await screen.findByRole('button', { name: t.attach(full) })
    await user.upload(document.querySelector<HTMLInputElement>('#nir-file-1')!, pdf())
    // jsdom's File reaches the node server without its name: the name shown is the one the server stored
    await waitFor(() => expect(db.nirFile.findFirst({ where: { workID: { equals: work.workID } } })).not.toBeNull())
    const stored = db.nirFile.findFirst({ where: { workID: { equals: work.workID } } })!
    expect(stored.type).toBe(1)
    const name = stored.name
    const open = await screen.findByRole('button', { name: isPreviewable(name) ? t.preview(name) : t.download(name) })
    if (isPreviewable(name)) {
      await user.click(open)
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByTitle(name)).toHaveAttribute('src', 'blob:preview')
      await user.keyboard('{Escape}')
    }
    await user.click(screen.getByRole('button', { name: t.remove(name) }))
    expect(await screen.findByText(t.removeConfirm(name))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: nirTexts.deleteYes }))
    await waitFor(() => expect(screen.queryByRole('button', { name: t.remove(name) })).toBeNull())
    expect(db.nirFile.findFirst({ where: { workID: { equals: work.workID } } })).toBeNull()
  })

  it('a file of a kind the server refuses shows its 400 message; another user may not attach (403)', async () => {
    const user = userEvent.setup({ applyAccept: false })
    signIn(AUTHOR)
    const work = ownWork()
    render(<WorkFiles workID={work.workID} readOnly={false} />)
    await screen.findByRole('button', { name: t.attach(NIR_FILE_TYPES[1].name) })
    await user.upload(
      document.querySelector<HTMLInputElement>('#nir-file-2')!,
      new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Приложите PDF, DOC, DOCX, RTF, ODT или изображение')
    signIn(EXPORT)
    await expect(pushWorkFile(work.workID, 1, pdf())).rejects.toMatchObject({ code: 'forbidden' })
    await expect(getTypeFileList(work.workID)).rejects.toMatchObject({ code: 'forbidden' })
    document.cookie = 'authToken=; path=/; max-age=0'
    await expect(getTypeFileList(work.workID)).rejects.toMatchObject({ code: 'unauthorized' })
  })

  it('a failed list shows a clear message (500)', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(http.get('*/api/publication/files/typeFileList', () => new HttpResponse(null, { status: 500 })))
    signIn(AUTHOR)
    render(<WorkFiles workID={ownWork().workID} readOnly />)
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed)
    expect(screen.queryByRole('button', { name: t.attach(NIR_FILE_TYPES[0].name) })).toBeNull()
  })
})
