import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Router } from 'wouter'
import SignaturesScreen from '@/screens/admin/signatures-screen'
import SyncScreen from '@/screens/admin/sync-screen'
import { server, issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { signaturesTexts as t, syncTexts as s } from '@/texts/ru/signatures'

const STUDENT = 1
const ADMIN = 7
function mount(screenNode: React.ReactNode, userID: number) {
  document.cookie = 'authToken=' + issueToken(userID)
  return render(<Router base="/WebApp">{screenNode}</Router>)
}
const slow = { timeout: 15_000 }
const request = (title: string) => db.signatureRequest.findFirst({ where: { title: { equals: title } } })!

describe('e-signatures (/Signatures)', { timeout: 30_000 }, () => {
  it('the student signs one document and refuses another with a reason; a refusal from the server keeps the text', async () => {
    const user = userEvent.setup()
    mount(<SignaturesScreen />, STUDENT)
    const consent = 'Согласие на обработку персональных данных'
    const application = 'Заявка на участие в конференции «Наука молодых»'
    expect(await screen.findByRole('listitem', { name: consent }, slow)).toBeVisible()
    const history = screen.getByRole('region', { name: t.history })
    expect(within(history).getByRole('row', { name: /Задание на курсовой проект/ })).toHaveTextContent(t.states.signed)

    await user.click(screen.getByRole('button', { name: t.signDocument(consent) }))
    expect(await screen.findByText(t.signed(consent))).toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: consent })).toBeNull()
    expect(within(history).getByRole('row', { name: new RegExp(consent) })).toHaveTextContent(t.states.signed)
    expect(request(consent).state).toBe('signed')

    await user.click(screen.getByRole('button', { name: t.refuseDocument(application) }))
    const form = screen.getByRole('form', { name: t.refuseForm(application) })
    await user.type(within(form).getByLabelText(`${t.reason} *`), '   ')
    await user.click(within(form).getByRole('button', { name: t.refuseSend }))
    expect(await within(form).findByText(t.reasonRequired)).toBeInTheDocument()
    await user.clear(within(form).getByLabelText(`${t.reason} *`))
    await user.type(within(form).getByLabelText(`${t.reason} *`), 'Неверно указана секция')
    server.use(
      http.post(
        '*/api/Signatures/:id/Refuse',
        () => HttpResponse.json({ state: -1, msg: t.alreadyDecided }, { status: 409 }),
        {
          once: true,
        },
      ),
    )
    await user.click(within(form).getByRole('button', { name: t.refuseSend }))
    expect(await screen.findByRole('alert')).toHaveTextContent(t.alreadyDecided)
    expect(within(form).getByLabelText(`${t.reason} *`)).toHaveValue('Неверно указана секция')
    await user.click(within(form).getByRole('button', { name: t.refuseSend }))
    expect(await screen.findByText(t.refused(application))).toBeInTheDocument()
    expect(within(history).getByRole('row', { name: new RegExp(application) })).toHaveTextContent(
      'Неверно указана секция',
    )
    expect(request(application)).toMatchObject({ state: 'refused', reason: 'Неверно указана секция' })
    expect(screen.getByText(t.noWaiting)).toBeInTheDocument()
  })
})

describe('synchronisation (/Admin/Sync)', { timeout: 30_000 }, () => {
  it('the admin starts a job: it is queued, runs and finishes while the screen polls; errors are listed', async () => {
    const user = userEvent.setup()
    mount(<SyncScreen />, ADMIN)
    const table = await screen.findByRole('table', { name: s.title }, slow)
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) })
    expect(row('Сотрудники и должности')).toHaveTextContent(s.states.failed)
    const errors = screen.getByRole('region', { name: s.errorsOf('Сотрудники и должности') })
    expect(errors).toHaveTextContent('Нет связи с сервером 1С:Зарплата и кадры')
    expect(screen.getByRole('region', { name: s.errorsOf('Учётные записи') })).toHaveTextContent('uid=smirnova.e')

    await user.click(
      within(row('Сотрудники и должности')).getByRole('button', { name: s.startJob('Сотрудники и должности') }),
    )
    expect(await screen.findByText(s.started('Сотрудники и должности'))).toBeInTheDocument()
    expect(row('Сотрудники и должности')).toHaveTextContent(s.states.queued)
    expect(
      within(row('Сотрудники и должности')).getByRole('button', { name: s.startJob('Сотрудники и должности') }),
    ).toBeDisabled()
    await waitFor(() => expect(row('Сотрудники и должности')).toHaveTextContent(s.states.running), { timeout: 5000 })
    await waitFor(() => expect(row('Сотрудники и должности')).toHaveTextContent(s.states.done), { timeout: 5000 })
    expect(row('Сотрудники и должности')).toHaveTextContent('418')
    expect(screen.queryByRole('region', { name: s.errorsOf('Сотрудники и должности') })).toBeNull()
    expect(db.syncJob.findFirst({ where: { id: { equals: 3 } } })).toMatchObject({ state: 'done', read: 418, runs: 2 })
  })
})
