import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Router, Switch } from 'wouter'
import ReportScreen from '@/screens/gia/report-screen'
import { server, issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { giaTexts as t } from '@/texts/ru/gia'

function openAt(path: string, userID: number) {
  document.cookie = 'authToken=' + issueToken(userID)
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/GAK/Protocol/:protocolID?">
          {(p) => <ReportScreen params={p as Record<string, string | undefined>} />}
        </Route>
      </Switch>
    </Router>,
  )
}
const path = () => window.location.pathname.replace('/WebApp', '')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field's label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`)
/** The PrimeReact dropdown a field label names. */
const dropdown = (text: string) => {
  const named = screen.getAllByText((_, el) => el?.tagName === 'LABEL' && label(text).test(el.textContent ?? ''))
  return document
    .getElementById((named[named.length - 1] as HTMLLabelElement).htmlFor)!
    .closest('.p-dropdown') as HTMLElement
}
/** Opens the dropdown once it is enabled and picks the option (waiting for the list to load). */
async function choose(user: ReturnType<typeof userEvent.setup>, text: string, optionName: string) {
  await waitFor(() => expect(dropdown(text)).not.toHaveClass('p-disabled'))
  await user.click(dropdown(text))
  // the panel is still in its enter transition (display: none) under jsdom
  await user.click(await screen.findByRole('option', { name: optionName, hidden: true }, { timeout: 3000 }))
  await waitFor(() => expect(dropdown(text)).toHaveTextContent(optionName))
}

afterEach(() => server.events.removeAllListeners())

// A whole report form renders ~60 PrimeReact fields: on a loaded machine a journey takes longer than the default.
describe('GEK report screen', { timeout: 90_000 }, () => {
  it('secretary creates a report through every cascade; saving posts the recomputed type code and opens its route', async () => {
    const user = userEvent.setup()
    const posted: Record<string, unknown>[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('GiaReportController'))
        posted.push((await request.clone().json()) as Record<string, unknown>)
    })
    openAt('/GAK/Protocol', 10)
    await screen.findByRole('heading', { name: t.newTitle })
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.generate })).toBeNull()
    // required fields are highlighted from the start (spec 2 §6)
    await waitFor(() => expect(dropdown(t.ugsn)).toHaveClass('p-invalid'))
    expect(screen.getByLabelText(label(t.demonstration))).toHaveAttribute('aria-invalid', 'true')
    await choose(user, t.ugsn, '01.00.00 Математика и механика')
    await waitFor(() => expect(dropdown(t.ugsn)).not.toHaveClass('p-invalid'))
    await choose(user, t.direction, '01.04.02 Прикладная математика и информатика')
    await choose(user, t.programme, 'Математические методы анализа данных')
    await choose(user, t.chairman, 'Титова Светлана Игоревна')
    expect(screen.getByTestId('chairman-name')).toHaveTextContent('Титова Светлана Игоревна')
    await user.click(screen.getByRole('radio', { name: t.levels[3] }))
    await user.click(screen.getByRole('checkbox', { name: t.stateExam }))
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: t.studentsIn })).getAllByRole('listitem').length).toBe(4),
    )
    await user.click(screen.getByRole('button', { name: /Компетенции/ }))
    const uk1 = await screen.findByRole('button', { name: /УК-1/ })
    expect(uk1).toHaveAttribute('aria-pressed', 'false')
    await user.click(uk1)
    expect(uk1).toHaveAttribute('aria-pressed', 'true')
    const originality = screen.getByLabelText(label(t.originality))
    await user.type(originality, '85a12')
    expect(originality).toHaveValue('851')
    // nothing blocks saving: the demonstration form and the approval numbers are still empty (spec 2 §6)
    await user.click(screen.getByRole('button', { name: t.save }))
    // the seed holds reports 1 and 2 (the second secretary's): the new one is 3
    await waitFor(() => expect(path()).toBe('/GAK/Protocol/3'))
    expect(posted[0]).toMatchObject({
      typeProtocol: 4,
      levelEducation: 3,
      ugsnid: 1,
      directionСipher: '01.04.02 Прикладная математика и информатика',
      chairmanId: 12,
      averageOriginality: 851,
    })
    const stored = JSON.parse(db.giaReport.findFirst({ where: { reportID: { equals: 3 } } })!.json)
    expect(stored.nameOOP).toBe('Математические методы анализа данных')
    // reloaded from the server, read-only
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 3` })
    await waitFor(() => expect(screen.getByRole('radio', { name: t.levels[3] })).toBeChecked())
    const exam = screen.getByRole('checkbox', { name: t.stateExam })
    expect(exam).toBeChecked()
    expect(exam).toBeDisabled()
  })

  it('saved report: level and exam from the code; Edit, Cancel keeps changes read-only', async () => {
    const user = userEvent.setup()
    openAt('/GAK/Protocol/1', 10)
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 1` })
    expect(screen.getByRole('radio', { name: t.levels[2] })).toBeChecked()
    const exam = screen.getByRole('checkbox', { name: t.stateExam })
    expect(exam).toBeChecked()
    expect(exam).toBeDisabled()
    expect(screen.getByRole('button', { name: t.generate })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull()
    expect(screen.getByLabelText(`${t.rows.ThemaStudent}: ${t.columns[0]}`)).toHaveAttribute('readonly')
    await user.click(screen.getByRole('button', { name: t.edit }))
    const demonstration = screen.getByLabelText(label(t.demonstration))
    await user.clear(demonstration)
    await user.type(demonstration, 'Видео')
    await user.click(screen.getByRole('button', { name: t.cancel }))
    // queried again: the field typed into would still hold the text even if Cancel had replaced it
    const shown = screen.getByLabelText(label(t.demonstration))
    expect(shown).toHaveValue('Видео')
    expect(shown).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: t.edit })).toBeInTheDocument()
  })

  it('chairman confirms with the best works: POST AllStudentByReports [{protocolID, greatJob}] and the badge shows', async () => {
    const user = userEvent.setup()
    let body: unknown = null
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('AllStudentByReports')) body = await request.clone().json()
    })
    openAt('/GAK/Protocol/1', 11)
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 1` })
    expect(screen.queryByText(t.confirmed)).toBeNull()
    await user.click(screen.getByRole('button', { name: /Лучшие работы/ }))
    const best = await screen.findAllByRole('button', { pressed: false, name: /БИВТ/ })
    await user.click(best[0])
    await user.click(screen.getByRole('button', { name: t.confirm }))
    await screen.findByText(t.confirmed)
    expect(body).toEqual([{ protocolID: 1, greatJob: expect.any(Number) }])
    expect(db.giaReport.findFirst({ where: { reportID: { equals: 1 } } })!.veryfied).toBe(true)
  })

  it('other roles get 403 from the report calls', async () => {
    const res = await fetch('http://localhost/api/GIA/GiaReport/GetUGSNBySecretar', {
      headers: { Authorization: `Bearer ${issueToken(1)}` },
    })
    expect(res.status).toBe(403)
    server.use(http.get('*/api/none', () => HttpResponse.json({})))
  })

  it('a report that does not exist (404): the page keeps its heading and says the report was not loaded', async () => {
    openAt('/GAK/Protocol/4242', 10)
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed)
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
  })
})

describe('GEK report screen: confirmation locks the report (issue 13 items 4, 6)', { timeout: 90_000 }, () => {
  const confirmInDb = async () => {
    const res = await fetch('http://localhost/api/GIA/GiaReport/AllStudentByReports', {
      method: 'POST',
      headers: { Authorization: `Bearer ${issueToken(11)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ protocolID: 1, greatJob: 0 }]),
    })
    expect(res.status).toBe(200)
  }

  it('the secretary gets no «Редактировать» on a confirmed report and is told why', async () => {
    await confirmInDb()
    openAt('/GAK/Protocol/1', 10)
    await screen.findByRole('heading', { name: new RegExp(`^${t.title} ${t.number} 1`) })
    expect(screen.getByText(t.confirmed)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.edit })).toBeNull()
    expect(screen.getByRole('note')).toHaveTextContent(t.lockedConfirmed)
    expect(screen.getByRole('button', { name: t.generate })).toBeInTheDocument()
  })

  it('a save after the chairman confirmed behind the secretary’s back is refused: the server’s message shows, nothing changes', async () => {
    const user = userEvent.setup()
    openAt('/GAK/Protocol/1', 10)
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 1` })
    await user.click(screen.getByRole('button', { name: t.edit }))
    await confirmInDb()
    const demonstration = screen.getByLabelText(label(t.demonstration))
    await user.clear(demonstration)
    await user.type(demonstration, 'Видео')
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByRole('alert')).toHaveTextContent(t.server.confirmed)
    expect(path()).toBe('/GAK/Protocol/1')
    expect(screen.getByLabelText(label(t.demonstration))).toHaveValue('Видео')
    expect(JSON.parse(db.giaReport.findFirst({ where: { reportID: { equals: 1 } } })!.json).demonstrationPart).toBe(
      'Презентация',
    )
  })

  it('the chairman no longer sees «Подтвердить» once the report is confirmed', async () => {
    await confirmInDb()
    openAt('/GAK/Protocol/1', 11)
    await screen.findByRole('heading', { name: new RegExp(`^${t.title} ${t.number} 1`) })
    expect(screen.getByText(t.confirmed)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull()
    expect(screen.queryByRole('button', { name: t.edit })).toBeNull()
    expect(screen.getByRole('note')).toHaveTextContent(t.alreadyConfirmed)
  })

  it('the second secretary edits their own report', async () => {
    openAt('/GAK/Protocol/2', 27)
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 2` })
    expect(screen.getByRole('button', { name: t.edit })).toBeEnabled()
  })

  it('zero-width-only text in a required field is empty: still highlighted', async () => {
    const user = userEvent.setup()
    openAt('/GAK/Protocol/1', 10)
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 1` })
    await user.click(screen.getByRole('button', { name: t.edit }))
    const demonstration = screen.getByLabelText(label(t.demonstration))
    expect(demonstration).not.toHaveAttribute('aria-invalid')
    await user.clear(demonstration)
    await user.type(demonstration, '\u200B\u200B')
    await user.tab()
    await waitFor(() => expect(demonstration).toHaveAttribute('aria-invalid', 'true'))
    await user.clear(demonstration)
    await user.type(demonstration, 'Стенд')
    await waitFor(() => expect(demonstration).not.toHaveAttribute('aria-invalid'))
  })
})
