import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { renderScreen } from '../render-screen'

const MASTER = 13
const ADMIN = 7
const PAGE = { pattern: '/NIRSemestr/NIRSemestr/:SID?/:SEM?/:BaseList?' }
const LIST = { pattern: '/NIRSemestr/NIRSList' }
const wait = { timeout: 15_000 }
const report = (studentID: number, semester: number) =>
  db.nirsReport.findFirst({ where: { studentID: { equals: studentID }, semester: { equals: semester } } })

describe('НИР в семестре (/NIRSemestr/*)', { timeout: 60_000 }, () => {
  it('the master student uploads the current semester’s report: missing fields named, a refusal keeps the typing', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen({ ...PAGE, path: '/NIRSemestr/NIRSemestr', userID: MASTER })
    expect(await screen.findByRole('heading', { level: 2, name: t.semesterN(3) }, wait)).toBeVisible()
    const tabs = screen.getByRole('navigation', { name: t.semester })
    expect(within(tabs).getAllByRole('link')).toHaveLength(3)
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent(t.semesterN(3))
    await user.click(screen.getByRole('button', { name: t.upload }))
    expect(await screen.findByText(t.required.topic)).toBeInTheDocument()
    expect(screen.getByText(t.required.file)).toBeInTheDocument()

    await user.type(screen.getByLabelText(new RegExp(t.topic)), 'Цифровой двойник участка механообработки')
    await user.type(screen.getByLabelText(new RegExp(t.plan)), 'Собрать данные станков, построить модель.')
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, [
      new File(['%PDF-1.4'], 'otchet-3.pdf', { type: 'application/pdf' }),
    ])
    server.use(http.post('*/api/NIRSemestr/Set/Report', () => failure(400, 'Файл повреждён'), { once: true }))
    await user.click(screen.getByRole('button', { name: t.upload }))
    expect(await screen.findByText('Файл повреждён', {}, wait)).toBeInTheDocument()
    expect(screen.getByLabelText(new RegExp(t.topic))).toHaveValue('Цифровой двойник участка механообработки')
    await user.click(screen.getByRole('button', { name: t.upload }))
    expect(await screen.findByText(t.uploadedOk, {}, wait)).toBeInTheDocument()
    expect(report(MASTER, 3)).toMatchObject({
      topic: 'Цифровой двойник участка механообработки',
      fileSize: expect.any(Number),
      mark: '',
    })
  })

  it('the research admin lists the master students’ reports, opens one and marks it; the mark is stored', async () => {
    const user = userEvent.setup()
    renderScreen({ ...LIST, path: '/NIRSemestr/NIRSList', userID: ADMIN, also: [PAGE] })
    const table = await screen.findByRole('table', { name: t.listTitle }, wait)
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10)
    const student = db.user.findFirst({ where: { userID: { equals: 2200 } } })!
    const fio = `${student.last_name} ${student.first_name} ${student.middle_name}`
    const sem = db.nirsStudent.findFirst({ where: { studentID: { equals: 2200 } } })!.currentSemester
    expect(report(2200, sem)!.mark).toBe('')
    await user.click(within(table).getByRole('link', { name: t.openStudent(fio, sem) }))
    expect(await screen.findByRole('link', { name: t.toList }, wait)).toBeVisible()
    await user.click(document.getElementById(document.querySelector('[id$="-mark"]')!.id)!.closest('.p-dropdown')!)
    await user.click(await screen.findByRole('option', { name: 'зачтено', hidden: true }))
    await user.click(screen.getByRole('button', { name: t.setMark }))
    expect(await screen.findByText(t.markedOk, {}, wait)).toBeInTheDocument()
    await waitFor(() =>
      expect(report(2200, sem)).toMatchObject({ mark: 'зачтено', markedBy: 'Орлов Игорь Владимирович' }),
    )
  })

  it('a failed page (500) offers a retry; another student’s page is refused (403)', async () => {
    const user = userEvent.setup()
    server.use(http.get('*/api/NIRSemestr/Get/Student', () => failure(500, 'Сбой')))
    const view = renderScreen({ ...PAGE, path: '/NIRSemestr/NIRSemestr', userID: MASTER })
    expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: t.retry }))
    expect(await screen.findByRole('heading', { level: 2, name: t.semesterN(3) }, wait)).toBeVisible()
    view.unmount()
    renderScreen({ ...PAGE, path: '/NIRSemestr/NIRSemestr/2201/1', userID: MASTER })
    expect(await screen.findByText(t.errors.forbidden, {}, wait)).toBeInTheDocument()
  })
})
