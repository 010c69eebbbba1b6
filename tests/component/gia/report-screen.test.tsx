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
        <Route path="/GAK/Protocol/:protocolID?">{(p) => <ReportScreen params={p as Record<string, string | undefined>} />}</Route>
      </Switch>
    </Router>,
  )
}
const path = () => window.location.pathname.replace('/WebApp', '')
const option = (label: string, text: string) => waitFor(() => expect(within(screen.getByLabelText(label)).getByRole('option', { name: text })).toBeInTheDocument(), { timeout: 3000 })

afterEach(() => server.events.removeAllListeners())

describe('GEK report screen', () => {
  it('secretary creates a report through every cascade; saving posts the recomputed type code and opens its route', async () => {
    const user = userEvent.setup()
    const posted: Record<string, unknown>[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('GiaReportController')) posted.push((await request.clone().json()) as Record<string, unknown>)
    })
    openAt('/GAK/Protocol', 10)
    await screen.findByRole('heading', { name: t.newTitle })
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.generate })).toBeNull()
    expect(screen.getByLabelText(t.ugsn)).toHaveClass('gia-required')
    await option(t.ugsn, '01.00.00 Математика и механика')
    await user.selectOptions(screen.getByLabelText(t.ugsn), '01.00.00 Математика и механика')
    await option(t.direction, '01.04.02 Прикладная математика и информатика')
    await user.selectOptions(screen.getByLabelText(t.direction), '01.04.02 Прикладная математика и информатика')
    await option(t.programme, 'Математические методы анализа данных')
    await user.selectOptions(screen.getByLabelText(t.programme), 'Математические методы анализа данных')
    await option(t.chairman, 'Титова Светлана Игоревна')
    await user.selectOptions(screen.getByLabelText(t.chairman), 'Титова Светлана Игоревна')
    expect(screen.getByTestId('chairman-name')).toHaveTextContent('Титова Светлана Игоревна')
    await user.click(screen.getByRole('radio', { name: t.levels[3] }))
    await user.click(screen.getByRole('checkbox', { name: t.stateExam }))
    await waitFor(() => expect(within(screen.getByRole('region', { name: t.studentsIn })).getAllByRole('listitem').length).toBe(4))
    await user.click(screen.getByRole('button', { name: /Компетенции/ }))
    await user.click(await screen.findByRole('button', { name: /УК-1/ }))
    expect(screen.getByRole('button', { name: /УК-1/ })).toHaveAttribute('aria-pressed', 'true')
    await user.type(screen.getByLabelText(t.originality), '85a12')
    expect(screen.getByLabelText(t.originality)).toHaveValue('851')
    await user.click(screen.getByRole('button', { name: t.save }))
    await waitFor(() => expect(path()).toBe('/GAK/Protocol/2'))
    expect(posted[0]).toMatchObject({ typeProtocol: 4, levelEducation: 3, ugsnid: 1, directionСipher: '01.04.02 Прикладная математика и информатика', chairmanId: 12, averageOriginality: 851 })
    const stored = JSON.parse(db.giaReport.findFirst({ where: { reportID: { equals: 2 } } })!.json)
    expect(stored.nameOOP).toBe('Математические методы анализа данных')
    // reloaded from the server, read-only
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 2` })
    await waitFor(() => expect(screen.getByRole('radio', { name: t.levels[3] })).toBeChecked())
    expect(screen.getByRole('checkbox', { name: t.stateExam })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: t.stateExam })).toBeDisabled()
  })

  it('saved report: level and exam from the code; Edit, Cancel keeps changes read-only', async () => {
    const user = userEvent.setup()
    openAt('/GAK/Protocol/1', 10)
    await screen.findByRole('heading', { name: `${t.title} ${t.number} 1` })
    expect(screen.getByRole('radio', { name: t.levels[2] })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: t.stateExam })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: t.stateExam })).toBeDisabled()
    expect(screen.getByRole('button', { name: t.generate })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull()
    expect(screen.getByLabelText(`${t.rows.ThemaStudent}: ${t.columns[0]}`)).toHaveAttribute('readonly')
    await user.click(screen.getByRole('button', { name: t.edit }))
    await user.clear(screen.getByLabelText(t.demonstration))
    await user.type(screen.getByLabelText(t.demonstration), 'Видео')
    await user.click(screen.getByRole('button', { name: t.cancel }))
    expect(screen.getByLabelText(t.demonstration)).toHaveValue('Видео')
    expect(screen.getByLabelText(t.demonstration)).toHaveAttribute('readonly')
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
    const res = await fetch('http://localhost/api/GIA/GiaReport/GetUGSNBySecretar', { headers: { Authorization: `Bearer ${issueToken(1)}` } })
    expect(res.status).toBe(403)
    server.use(http.get('*/api/none', () => HttpResponse.json({})))
  })
})
