import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import WorkEditorScreen from '@/screens/nir/work-editor-screen'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { failure } from '@/mocks/lib/respond'
import { CATALOG_SEARCH_DEBOUNCE_MS } from '@/lib/constants/reference'
import { nirTexts } from '@/texts/ru/nir'
import { nirIndexingTexts as t } from '@/texts/ru/nir-indexing'
import { renderScreen } from '../render-screen'

const AUTHOR = 2
/** The author's draft article: indexed in Scopus (seed), not in Web of Science. */
const DRAFT = 1001
/** The author's accepted work: read-only for them. */
const ACCEPTED = 1004
const WOS = 'Web of Science'

const open = (workID: number) => {
  const work = db.nirWork.findFirst({ where: { workID: { equals: workID } } })!
  renderScreen({
    path: `/nir/${work.typeID}/${workID}`,
    pattern: '/nir/:typeID/:workID?',
    screen: WorkEditorScreen,
    userID: AUTHOR,
  })
  return screen.findByRole('heading', { level: 1, name: new RegExp(nirTexts.editorTitle) }, { timeout: 20_000 })
}
/** Bodies of the saves and the catalogue searches the page sends. */
function watchRequests() {
  const pushes: Record<string, unknown>[] = []
  const searches: string[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('Find/Catalog')) searches.push(new URL(request.url).searchParams.get('findStr') ?? '')
    if (request.url.includes('repushPublication'))
      pushes.push((await request.clone().json()) as Record<string, unknown>)
  })
  return { pushes, searches }
}
const levelsOf = (body: Record<string, unknown>) => body.lstIndex as { name: string; selected: boolean; doi: string }[]

afterEach(() => server.events.removeAllListeners())

describe('work editor: indexing levels', { timeout: 60_000 }, () => {
  it('shows the stored level, ticks another; a bad DOI is refused in Russian without a call; the save carries the levels', async () => {
    const user = userEvent.setup()
    const { pushes } = watchRequests()
    await open(DRAFT)
    const levels = screen.getByRole('group', { name: t.levels })
    expect(within(levels).getByLabelText(t.indexedIn('Scopus'))).toBeChecked()
    expect((within(levels).getByLabelText(t.doi('Scopus')) as HTMLInputElement).value).toMatch(/^10\.\d+\//)
    expect(within(levels).queryByLabelText(t.doi(WOS))).toBeNull()

    await user.click(within(levels).getByLabelText(t.indexedIn(WOS)))
    await user.click(screen.getByRole('button', { name: nirTexts.save }))
    expect(await screen.findByText(t.doiOrUrl(WOS))).toBeVisible()
    const doi = within(levels).getByLabelText(t.doi(WOS))
    await user.type(doi, '10.12/нет')
    await user.click(screen.getByRole('button', { name: nirTexts.save }))
    expect(await screen.findByText(t.doiInvalid(WOS))).toBeVisible()
    expect(doi).toHaveAttribute('aria-invalid', 'true')
    expect(pushes).toHaveLength(0)

    await user.clear(doi)
    await user.paste('https://doi.org/10.1016/j.eswa.2025.1234')
    await user.click(within(levels).getByLabelText(t.url(WOS)))
    await user.paste('https://www.webofscience.com/wos/woscc/full-record/1')
    await user.click(screen.getByRole('button', { name: nirTexts.save }))
    await waitFor(() => expect(pushes).toHaveLength(1))
    const sent = levelsOf(pushes[0]).filter((l) => l.selected)
    expect(sent.map((l) => l.name)).toEqual([WOS, 'Scopus'])
    // stored and shown again: the DOI without its doi.org prefix
    await waitFor(() => expect(screen.getByLabelText(t.doi(WOS))).toHaveValue('10.1016/j.eswa.2025.1234'))
    const stored = JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: DRAFT } } })!.fields) as {
      wos: boolean
      doiWos: string
    }
    expect([stored.wos, stored.doiWos]).toEqual([true, '10.1016/j.eswa.2025.1234'])
  })

  it('a 400 from the server is shown on the form and nothing typed is lost', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('*/api/Publication/repushPublication', () => failure(400, 'Сведения об индексации не прошли проверку')),
    )
    await open(DRAFT)
    await user.click(screen.getByLabelText(t.indexedIn(WOS)))
    await user.click(screen.getByLabelText(t.doi(WOS)))
    await user.paste('10.1016/j.eswa.2025.77')
    await user.click(screen.getByRole('button', { name: nirTexts.save }))
    expect(await screen.findByText('Сведения об индексации не прошли проверку')).toBeVisible()
    expect(screen.getByLabelText(t.indexedIn(WOS))).toBeChecked()
    expect(screen.getByLabelText(t.doi(WOS))).toHaveValue('10.1016/j.eswa.2025.77')
  })

  it('read-only when the work may not be edited: levels disabled, catalogue values shown without search', async () => {
    await open(ACCEPTED)
    const boxes = within(screen.getByRole('group', { name: t.levels })).getAllByRole('checkbox')
    expect(boxes.length).toBeGreaterThanOrEqual(4)
    for (const box of boxes) expect(box).toBeDisabled()
    expect(screen.queryByLabelText(t.find(t.grnti))).toBeNull()
    const grnti = JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: ACCEPTED } } })!.fields).strGRNTI
    expect(screen.getByText(grnti)).toBeVisible()
  })
})

describe('work editor: catalogue pickers', { timeout: 60_000 }, () => {
  it('journal: 2 characters make no call, 3 find; UGNP and GRNTI from 1; a pick sets the field and is saved', async () => {
    const user = userEvent.setup()
    const { pushes, searches } = watchRequests()
    await open(DRAFT)
    const journal = screen.getByLabelText(t.find(t.journal))
    await user.type(journal, 'Пр')
    expect(screen.getAllByText(t.minHint(3))[0]).toBeVisible()
    await new Promise((r) => setTimeout(r, CATALOG_SEARCH_DEBOUNCE_MS + 200))
    expect(searches).toEqual([])
    await user.type(journal, 'и')
    await user.click(await screen.findByRole('button', { name: t.choose('Прикладная информатика') }))
    expect(searches).toEqual(['При'])
    expect(document.getElementById('nir-catalog-journal-value')).toHaveTextContent('Прикладная информатика')
    // the view's own journal title follows the pick
    expect(screen.getByLabelText(/^Название журнала/)).toHaveValue('Прикладная информатика')

    await user.type(screen.getByLabelText(t.find(t.grnti)), '2')
    await user.click(await screen.findByRole('button', { name: t.choose('20.00.00 Информатика') }))
    await user.type(screen.getByLabelText(t.find(t.ugnp)), '09')
    await user.click(
      await screen.findByRole('button', { name: t.choose('09.00.00 Информатика и вычислительная техника') }),
    )
    await user.click(screen.getByRole('button', { name: nirTexts.save }))
    await waitFor(() => expect(pushes).toHaveLength(1))
    expect(pushes[0]).toMatchObject({
      journal: 'Прикладная информатика',
      strGRNTI: '20.00.00 Информатика',
      strYGNP: '09.00.00 Информатика и вычислительная техника',
    })
    await waitFor(() =>
      expect(document.getElementById('nir-catalog-strGRNTI-value')).toHaveTextContent('20.00.00 Информатика'),
    )
  })
})
