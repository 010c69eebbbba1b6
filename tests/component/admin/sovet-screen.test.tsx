import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { ApiError } from '@/api/errors'
import { getSovet } from '@/api/sovet'
import { sovetTexts as t } from '@/texts/ru/sovet'
import SovetScreen from '@/screens/admin/sovet-screen'
import { renderScreen } from '../render-screen'
import { chooseOption } from '../choose-option'

const TEACHER = 8
const LONG = { timeout: 30_000 }
const open = () => renderScreen({ path: '/sovet', pattern: '/sovet', screen: SovetScreen, userID: TEACHER })

describe('the academic council (/sovet)', { timeout: 60_000 }, () => {
  it('shows the members, the meetings ahead and held with agendas, and the decisions filtered by year', async () => {
    const user = userEvent.setup()
    open()
    const members = await screen.findByRole('region', { name: t.membersTitle }, LONG)
    expect(within(members).getByRole('row', { name: /Воронцов Алексей Михайлович/ })).toHaveTextContent(t.duties.chair)
    expect(within(members).getAllByRole('row')).toHaveLength(13)
    expect(screen.getByText(t.membersCount(12))).toBeInTheDocument()

    const past = screen.getByRole('list', { name: t.past })
    const october = within(past).getByRole('listitem', { name: /Заседание 27\.10\.2026/ })
    expect(october).toHaveTextContent('О ходе подготовки к аккредитации программ бакалавриата')
    expect(october).toHaveTextContent('Конференц-зал')

    const decisions = screen.getByRole('region', { name: t.decisionsTitle })
    expect(within(decisions).getByRole('row', { name: /Об итогах приёмной кампании 2026 года/ })).toHaveTextContent(
      'Протокол № 3 от 29.09.2026',
    )
    await chooseOption(user, screen.getByRole('combobox', { name: t.year }), '2026')
    expect(within(decisions).getAllByRole('row').length).toBeGreaterThan(1)
    for (const row of within(decisions).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('.2026')
  })

  it('a failed load (500) says so and is retried; a guest is refused by the server (401)', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/api/Sovet', () =>
        failing ? HttpResponse.json({ state: -1, msg: 'Сбой' }, { status: 500 }) : undefined,
      ),
    )
    open()
    const retry = await screen.findByRole('button', { name: t.retry }, LONG)
    expect(screen.getByText(t.loadFailed)).toBeInTheDocument()
    failing = false
    await user.click(retry)
    expect(await screen.findByRole('region', { name: t.membersTitle }, LONG)).toBeInTheDocument()

    document.cookie = 'authToken=; Max-Age=0; path=/'
    await expect(getSovet({ silent: true })).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === 'unauthorized',
    )
  })
})
