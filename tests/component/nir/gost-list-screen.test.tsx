import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import GostListScreen from '@/screens/nir/gost-list-screen'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { NIR_STATUS } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'

const AUTHOR = 2

function open() {
  window.history.replaceState(null, '', '/WebApp/listpublication/trudy')
  document.cookie = `authToken=${issueToken(AUTHOR)}; path=/`
  return render(
    <Router base="/WebApp">
      <GostListScreen />
    </Router>,
  )
}
/** The author's works (own and co-authored) of a period, as the seed holds them. */
function seeded(from: number, to: number, acceptedOnly = false) {
  return db.nirWork.getAll().filter((w) => {
    if (w.isDelete) return false
    const mine = w.idUser === AUTHOR || (JSON.parse(w.coAuthors) as { id: number }[]).some((a) => a.id === AUTHOR)
    const year = (JSON.parse(w.fields) as { year?: number }).year ?? 0
    const accepted = w.status === NIR_STATUS.accepted || w.status === NIR_STATUS.published
    return mine && year >= from && year <= to && (!acceptedOnly || accepted)
  })
}
const rows = () => document.querySelectorAll('tr[data-work-id]')

afterEach(() => vi.restoreAllMocks())

describe('list of works handed in (ГОСТ Р 7.0.100-2018)', { timeout: 60_000 }, () => {
  it('shows the last five years’ works described per ГОСТ; the period and «only accepted» change the list', async () => {
    const user = userEvent.setup()
    const year = new Date().getFullYear()
    open()
    expect(await screen.findByRole('heading', { level: 1, name: t.gost.title }, { timeout: 20_000 })).toBeVisible()
    await screen.findByText(t.gost.period(year - 4, year), {}, { timeout: 20_000 })
    const expected = seeded(year - 4, year)
    expect(expected.length).toBeGreaterThan(0)
    expect(rows()).toHaveLength(expected.length)
    expect(screen.getByText(t.gost.count(expected.length))).toBeInTheDocument()
    // an article of the seed: «Фамилия, И. О. Название / … // Журнал (or proceedings). – год. – Т. …, № …. – С. …»
    const article = expected.find((w) => w.typeID === 1 && w.idUser === AUTHOR)!
    const row = document.querySelector(`tr[data-work-id="${article.workID}"]`) as HTMLElement
    const fields = JSON.parse(article.fields) as {
      attr1: string
      attr2: string
      attr3: string
      attr4: string
      year: number
    }
    expect(
      within(row).getByText(new RegExp(`^Кузнецов, Д\\. С\\. ${article.name} / Д\\. С\\. Кузнецов, `)),
    ).toHaveTextContent(
      `// ${fields.attr1}. – ${fields.year}. – Т. ${fields.attr2}, № ${fields.attr3}. – С. ${fields.attr4}.`,
    )
    await user.click(screen.getByLabelText(t.gost.acceptedOnly))
    await waitFor(() => expect(rows()).toHaveLength(seeded(year - 4, year, true).length))
    await user.click(screen.getByLabelText(t.gost.acceptedOnly))
    await waitFor(() => expect(rows()).toHaveLength(expected.length))
  })

  it('a «from» year after «to» empties the list and says why', async () => {
    const user = userEvent.setup()
    const year = new Date().getFullYear()
    open()
    await screen.findByText(t.gost.period(year - 4, year), {}, { timeout: 20_000 })
    await user.click(document.getElementById('nir-gost-to')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: String(year - 5), hidden: true }))
    expect(await screen.findByText(t.gost.periodError)).toBeInTheDocument()
    expect(rows()).toHaveLength(0)
  })

  it('copies the list and downloads it as a .txt file with the same text', async () => {
    const user = userEvent.setup()
    const year = new Date().getFullYear()
    open()
    await screen.findByText(t.gost.period(year - 4, year), {}, { timeout: 20_000 })
    await user.click(screen.getByRole('button', { name: t.gost.copy }))
    const copied = await waitFor(async () => {
      const text = await navigator.clipboard.readText()
      expect(text).toContain(t.gost.title)
      return text
    })
    expect(copied.split('\n').filter((l) => /^\d+\. /.test(l))).toHaveLength(seeded(year - 4, year).length)
    let saved: Blob | null = null
    const create = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:list'
    })
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: t.gost.download }))
    expect(click).toHaveBeenCalled()
    expect(await (saved as unknown as Blob).text()).toBe(copied)
  })
})
