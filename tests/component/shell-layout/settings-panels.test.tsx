import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { ThemeSettingsPanel } from '@/screens/settings/theme-settings-panel'
import { LowVisionPanel } from '@/screens/settings/low-vision-panel'
import { ownAccent, setSiteDefaultAccent, themeMode, animationsDisabled } from '@/settings/theme'
import { DEFAULT_LOW_VISION, applyLowVision, lowVision } from '@/settings/low-vision'
import { confirm } from '@/ui/confirm'
import { ConfirmHost } from '@/ui/confirm-host'
import { renderSignedIn } from './harness'
import { chooseOption } from '../choose-option'

afterEach(() => {
  themeMode.value = 'light'
  ownAccent.value = null
  animationsDisabled.value = false
  setSiteDefaultAccent(null)
  lowVision.value = { ...DEFAULT_LOW_VISION }
  applyLowVision()
})

const radios = () => within(screen.getByRole('group', { name: 'Цвет акцента' })).getAllByRole('radio')
const radioNames = () => radios().map((r) => (r.closest('label') as HTMLElement).textContent)

async function openTheme(userID: number) {
  renderSignedIn(<ThemeSettingsPanel debug={false} />, { userID })
  await waitFor(() => expect(document.cookie).toContain('authToken'))
  return screen.findByRole('heading', { name: 'Настройка темы' })
}

describe("'Настройка темы'", () => {
  it('dark/light switch swaps the accent grid; choices are stored under baseTheme and baseColor', async () => {
    const user = userEvent.setup()
    await openTheme(1)
    expect(radioNames()).toEqual([
      'Фирменный',
      'Неон',
      'Бирюзовый',
      'Красный',
      'Фиолетовый',
      'Индиго',
      'Розовый',
      'Зелёный',
    ])
    expect(screen.getByRole('radio', { name: 'Фирменный' })).toBeChecked() // default studSite
    await user.click(screen.getByRole('radio', { name: 'Бирюзовый' }))
    expect(localStorage.getItem('baseColor')).toBe('teal')
    expect(screen.getByRole('radio', { name: 'Бирюзовый' })).toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'Тёмная тема' }))
    expect(localStorage.getItem('baseTheme')).toBe('stud')
    expect(radioNames()).toEqual(['Фирменный', 'Фиолетовый', 'Индиго', 'Зелёный', 'Оранжевый', 'Красный'])
    expect(screen.getByRole('radio', { name: 'Фирменный' })).toBeChecked() // teal does not exist in the dark palette
    await user.click(screen.getByRole('switch', { name: 'Тёмная тема' }))
    expect(localStorage.getItem('baseTheme')).toBe('dstu')
    expect(screen.getByRole('button', { name: 'Применить' })).toBeInTheDocument()
  })

  it("animations: the change is stored and 'Перезагрузите страницу' is asked; Нет does not reload", async () => {
    const user = userEvent.setup()
    await openTheme(1)
    await user.click(screen.getByRole('switch', { name: 'Анимации' }))
    expect(localStorage.getItem('disableAnimations')).toBe('true')
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Перезагрузите страницу')
    await user.click(within(dialog).getByRole('button', { name: 'Нет' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('switch', { name: 'Анимации' })).not.toBeChecked()
  })

  it('the realtime toggle appears only in debug mode', async () => {
    const { unmount } = renderSignedIn(<ThemeSettingsPanel debug={false} />, { userID: 1 })
    expect(screen.queryByRole('switch', { name: 'Обновления в реальном времени' })).toBeNull()
    unmount()
    renderSignedIn(<ThemeSettingsPanel debug />, { userID: 1 })
    expect(screen.getByRole('switch', { name: 'Обновления в реальном времени' })).toBeInTheDocument()
  })

  it('an administrator sets the default accent for everyone (saved through POST /api/Admin/Parameters)', async () => {
    const user = userEvent.setup()
    await openTheme(7)
    const section = await screen.findByRole('region', { name: 'Цвет по умолчанию для всех' }, { timeout: 5000 })
    expect(section).toHaveTextContent('Сейчас по умолчанию: Фирменный')
    await user.click(screen.getByRole('radio', { name: 'Розовый' }))
    await user.click(within(section).getByRole('button', { name: 'Сделать выбранный цвет цветом по умолчанию' }))
    await waitFor(() => expect(section).toHaveTextContent('Сейчас по умолчанию: Розовый'))
    expect(db.siteParameter.findFirst({ where: { id: { equals: 'defaultAccentColor' } } })!.value).toBe('pink')
  })

  it('a failed save keeps the choice and says so', async () => {
    server.use(
      http.post('*/api/Admin/Parameters', () => HttpResponse.json({ state: -1, msg: 'boom' }, { status: 500 })),
    )
    const user = userEvent.setup()
    await openTheme(7)
    const section = await screen.findByRole('region', { name: 'Цвет по умолчанию для всех' }, { timeout: 5000 })
    await user.click(screen.getByRole('radio', { name: 'Зелёный' }))
    await user.click(within(section).getByRole('button', { name: 'Сделать выбранный цвет цветом по умолчанию' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent('Не удалось сохранить цвет по умолчанию')
    expect(screen.getByRole('radio', { name: 'Зелёный' })).toBeChecked()
    expect(section).toHaveTextContent('Сейчас по умолчанию: Фирменный')
  })

  it('other roles do not see the default-accent section', async () => {
    await openTheme(1)
    await new Promise((r) => setTimeout(r, 300))
    expect(screen.queryByRole('region', { name: 'Цвет по умолчанию для всех' })).toBeNull()
  })
})

describe('low-vision panel', () => {
  const root = (name: string) => document.documentElement.style.getPropertyValue(name)
  it('font size ±2 px, font, background, letter and line spacing are applied to :root and saved', async () => {
    const user = userEvent.setup()
    render(<LowVisionPanel />)
    const size = screen.getByRole('group', { name: 'Размер шрифта' })
    expect(size).toHaveTextContent('12 px')
    await user.click(screen.getByRole('button', { name: 'Увеличить шрифт' }))
    await user.click(screen.getByRole('button', { name: 'Увеличить шрифт' }))
    expect(size).toHaveTextContent('16 px')
    expect(root('--app-font-size')).toBe('18px')
    await user.click(screen.getByRole('button', { name: 'Уменьшить шрифт' }))
    expect(size).toHaveTextContent('14 px')
    const font = screen.getByRole('combobox', { name: 'Шрифт' })
    expect(font.closest('.p-dropdown')!.querySelector('.p-dropdown-label')).toHaveTextContent('Обычный')
    await chooseOption(user, font, 'Times new roman')
    expect(root('--app-font-family')).toContain('Times New Roman')
    await user.click(screen.getByRole('radio', { name: 'Бежевый' }))
    expect(root('--app-text-bg')).toBe('#f7f3e3')
    await user.click(screen.getByRole('button', { name: 'Увеличить: Межбуквенный интервал' }))
    expect(root('--app-letter-spacing')).toBe('0.1em')
    await user.click(screen.getByRole('button', { name: 'Увеличить: Межстрочный интервал' }))
    expect(root('--app-line-height')).toBe('1.7')
    expect(JSON.parse(localStorage.getItem('lowVision')!)).toEqual({
      fontSize: 14,
      font: 'Times new roman',
      background: 'beige',
      letterSpacing: 0.1,
      lineSpacing: 1.7,
    })
  })
  it('limits disable the buttons at the ends', async () => {
    const user = userEvent.setup()
    render(<LowVisionPanel />)
    expect(screen.getByRole('button', { name: 'Уменьшить: Межбуквенный интервал' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Уменьшить: Межстрочный интервал' })).toBeDisabled()
    for (let i = 0; i < 10; i++) await user.click(screen.getByRole('button', { name: 'Увеличить шрифт' }))
    expect(screen.getByRole('group', { name: 'Размер шрифта' })).toHaveTextContent('24 px')
    expect(screen.getByRole('button', { name: 'Увеличить шрифт' })).toBeDisabled()
  })
})

describe('confirm service (Да/Нет → true/false)', () => {
  it('Да resolves true, Нет and Esc resolve false; focus returns', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button type="button">до</button>
        <ConfirmHost />
      </>,
    )
    const before = screen.getByRole('button', { name: 'до' })
    before.focus()
    let answer: Promise<boolean>
    act(() => void (answer = confirm('Удалить?', { header: 'Вопрос' })))
    const dialog = await screen.findByRole('dialog', { name: 'Вопрос' })
    expect(dialog).toHaveTextContent('Удалить?')
    await user.click(within(dialog).getByRole('button', { name: 'Да' }))
    await expect(answer!).resolves.toBe(true)
    await waitFor(() => expect(before).toHaveFocus())
    act(() => void (answer = confirm('Ещё раз?')))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Нет' }))
    await expect(answer!).resolves.toBe(false)
    act(() => void (answer = confirm('И ещё?')))
    await screen.findByText('И ещё?')
    await user.keyboard('{Escape}')
    await expect(answer!).resolves.toBe(false)
  })
})
