import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { skifTexts as t } from '@/texts/ru/nir-skif'
import { nirTexts } from '@/texts/ru/nir'
import { renderScreen } from '../render-screen'

const AUTHOR = 2
const ADMIN = 7
const STUDENT = 1
const SKIF = { pattern: '/Skif/:workID?' }
const wait = { timeout: 15_000 }

describe('SKIF works (/Skif/{workID?})', { timeout: 60_000 }, () => {
  it('the author sees their SKIF works and opens one in the work editor with the SKIF view', async () => {
    const user = userEvent.setup()
    renderScreen({ ...SKIF, path: '/Skif', userID: AUTHOR })
    const table = await screen.findByRole('table', { name: t.listTitle }, wait)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.getAttribute('data-work-id'))).toEqual(['150', '107', '106'])
    expect(within(rows[0]).getByText('Принято')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.newWork })).toHaveAttribute('href', expect.stringMatching(/\/nir\/70$/))
    expect(screen.getByRole('link', { name: t.newDevelopment })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/nir\/71$/),
    )

    await user.click(within(table).getByRole('link', { name: t.open('Работа СКИФ: синхротронные исследования') }))
    expect(await screen.findByRole('heading', { level: 1, name: `${nirTexts.editorTitle}: Скиф` }, wait)).toBeVisible()
    expect(await screen.findByLabelText(/Экспериментальная станция СКИФ/, {}, wait)).toHaveValue('1-1 «Микрофокус»')
    expect(screen.getByLabelText(/Номер заявки на пучковое время/)).toHaveValue('СКИФ-2025-0142')
  })

  it('the research admin sees every SKIF work; a work of another kind is named as such; a student is refused (403)', async () => {
    let view = renderScreen({ ...SKIF, path: '/Skif', userID: ADMIN })
    const table = await screen.findByRole('table', { name: t.listTitleOffice }, wait)
    expect(within(table).getAllByRole('row')).toHaveLength(6)
    expect(within(table).getByText('Укажите номер соглашения с ЦКП «СКИФ» и приложите акт.')).toBeInTheDocument()
    view.unmount()
    view = renderScreen({ ...SKIF, path: '/Skif/1001', userID: AUTHOR })
    expect(await screen.findByText(t.notSkif(1001), {}, wait)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.openOther })).toHaveAttribute(
      'href',
      expect.stringMatching(/openWork\/1001$/),
    )
    view.unmount()
    renderScreen({ ...SKIF, path: '/Skif', userID: STUDENT })
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('Доступ запрещён')
  })
})
