import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { profileTexts as t } from '@/texts/ru/day'
import PersonalScreen from '@/screens/day/personal-screen'
import { renderScreen } from '../render-screen'

/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [
  { pattern: '/PersonalKab/:userID', screen: PersonalScreen },
  { pattern: '/PersonalKab', screen: PersonalScreen },
]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}
const actions = () => screen.getByRole('navigation', { name: t.links })

describe('personal page', { timeout: 30_000 }, () => {
  it('the student edits their contacts: a bad phone is refused with the text kept, the saved page persists', async () => {
    const user = userEvent.setup()
    const first = openAs(1, '/PersonalKab/1')
    expect(await screen.findByRole('heading', { name: 'Соколова Анна Игоревна' }, { timeout: 15_000 })).toBeVisible()
    expect(screen.getByRole('img', { name: t.photo('Соколова Анна Игоревна') })).toBeInTheDocument()
    expect(within(actions()).getByRole('link', { name: /Расписание/ })).toHaveAttribute(
      'href',
      '/WebApp/Rasp/Group/131',
    )
    expect(within(actions()).getByRole('link', { name: /Зачётная книжка/ })).toHaveAttribute(
      'href',
      '/WebApp/EducationalActivity/ZachBook/1',
    )
    expect(within(actions()).queryByRole('link', { name: /Написать/ })).toBeNull()
    const study = await screen.findByRole('region', { name: t.study })
    expect(within(study).getByText(t.course).nextElementSibling).toHaveTextContent('3')

    await user.click(screen.getByRole('button', { name: t.edit }))
    const phone = screen.getByRole('textbox', { name: t.phone })
    await user.click(phone)
    await user.paste('позвоните мне')
    await user.click(screen.getByRole('textbox', { name: t.about }))
    await user.paste('Староста группы')
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.server.badPhone)).toBeInTheDocument()
    expect(phone).toHaveValue('позвоните мне')
    await user.clear(phone)
    await user.paste('+7 900 111-22-33')
    await user.click(screen.getByRole('checkbox', { name: t.showEmail }))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: t.phone })).toBeNull()
    expect(screen.getByRole('link', { name: '+7 900 111-22-33' })).toHaveAttribute('href', 'tel:+79001112233')
    expect(screen.getByText('Староста группы')).toBeInTheDocument()
    first.unmount()

    // a teacher sees the saved contacts, the e-mail hidden, no edit button, «Написать» to the student (negative id)
    openAs(8, '/PersonalKab/1')
    expect(await screen.findByRole('heading', { name: 'Соколова Анна Игоревна' }, { timeout: 15_000 })).toBeVisible()
    expect(screen.getByText('+7 900 111-22-33')).toBeInTheDocument()
    expect(screen.getByText(t.email).nextElementSibling).toHaveTextContent(t.emailHidden)
    expect(screen.queryByRole('button', { name: t.edit })).toBeNull()
    expect(within(actions()).getByRole('link', { name: t.writeHint('Соколова Анна Игоревна') })).toHaveAttribute(
      'href',
      '/WebApp/newMessage/-1',
    )
    expect(within(actions()).queryByRole('link', { name: /Зачётная книжка/ })).toBeNull()
  })

  it("one's own page without an id; an unknown user is a clear failure", async () => {
    const first = openAs(8, '/PersonalKab')
    expect(
      await screen.findByRole('heading', { name: 'Павлова Мария Александровна' }, { timeout: 15_000 }),
    ).toBeVisible()
    expect(within(actions()).getByRole('link', { name: /Расписание/ })).toHaveAttribute('href', '/WebApp/Rasp/Prepod/8')
    expect(screen.getByRole('button', { name: t.edit })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: t.study })).toBeNull()
    first.unmount()
    openAs(8, '/PersonalKab/999999')
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(t.notFound)
  })
})
