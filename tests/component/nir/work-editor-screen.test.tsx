import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import WorkEditorScreen from '@/screens/nir/work-editor-screen'
import PublicationListScreen from '@/screens/nir/publication-list-screen'
import { issueToken, server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { NIR_STATUS } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'

const AUTHOR = 2
const EXPORT = 3
const ADMIN = 7
const today = () => new Date().toISOString().slice(0, 10)

function openAt(path: string, userID: number) {
  window.history.replaceState(null, '', `/WebApp${path}`)
  // path=/: a cookie set on a deeper page would not reach the next test's page
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/nir/:typeID/:workID?">
          {(p) => <WorkEditorScreen params={p as Record<string, string | undefined>} />}
        </Route>
        <Route path="/listpublication/:role">
          {(p) => <PublicationListScreen params={p as Record<string, string | undefined>} />}
        </Route>
      </Switch>
    </Router>,
  )
}
const ownWork = (status: number) =>
  db.nirWork.findFirst({ where: { idUser: { equals: AUTHOR }, status: { equals: status } } })!

afterEach(() => server.events.removeAllListeners())

describe('work editor screen', { timeout: 60_000 }, () => {
  it('shares: the main author keeps 100 minus the co-authors’ shares; at 0 the error shows and saving is refused', async () => {
    const user = userEvent.setup()
    const work = ownWork(NIR_STATUS.draft)
    const coAuthors = JSON.parse(work.coAuthors) as { fio: string; influence: number }[]
    openAt(`/nir/${work.typeID}/${work.workID}`, AUTHOR)
    await screen.findByRole('heading', { name: new RegExp(t.editorTitle) }, { timeout: 20_000 })
    expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 50%`)
    const first = screen.getByLabelText(t.influence(coAuthors[0].fio))
    await user.clear(first)
    await user.type(first, '80')
    await user.tab()
    await waitFor(() => expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 0%`))
    expect(await screen.findByText(t.influenceError)).toBeInTheDocument()
    const pushes: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('repushPublication')) pushes.push(request.url)
    })
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(screen.getByText(t.influenceError)).toBeInTheDocument()
    // fixed shares save: the one request made is the corrected one
    await user.clear(first)
    await user.type(first, '30')
    await user.tab()
    await waitFor(() => expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 50%`))
    // the refused save's error goes with the shares that caused it
    await waitFor(() => expect(screen.queryByText(t.influenceError)).toBeNull())
    await user.click(screen.getByRole('button', { name: t.save }))
    await waitFor(
      () =>
        expect(
          (
            JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: work.workID } } })!.coAuthors) as {
              influence: number
            }[]
          )[0].influence,
        ).toBe(30),
      { timeout: 20_000 },
    )
    expect(pushes).toHaveLength(1)
  })

  it('authors: a student found by name and an outside author typed in share with the main author', async () => {
    const user = userEvent.setup()
    const work = ownWork(NIR_STATUS.draft)
    const student = db.user.findFirst({ where: { userID: { equals: 1 } } })!
    openAt(`/nir/${work.typeID}/${work.workID}`, AUTHOR)
    await screen.findByRole('heading', { name: new RegExp(t.editorTitle) }, { timeout: 20_000 })
    expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 50%`)
    await user.click(screen.getByLabelText(t.searchKinds.student))
    await user.type(screen.getByLabelText(t.findStudent), student.last_name)
    const fio = `${student.last_name} ${student.first_name} ${student.middle_name}`.trim()
    const add = await screen.findByRole('button', { name: t.addAuthor(fio) }, { timeout: 10_000 })
    expect(add).toHaveTextContent(student.groupName)
    await user.click(add)
    expect(screen.getByText(`(${t.kindNames.student})`)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 49%`))
    await user.click(screen.getByRole('button', { name: t.addOther }))
    await waitFor(() => expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 48%`))
    // a nameless outside author is refused on save, with the rule's message next to the name
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.authorFioRequired)).toBeInTheDocument()
    await user.type(screen.getByLabelText(new RegExp(`^${t.otherFio(4)}(?! латиницей)`)), 'Smith John')
    await user.type(screen.getByLabelText(new RegExp(t.otherFioEng(4))), 'Smith J.')
    const share = screen.getByLabelText(t.otherShare(4))
    await user.clear(share)
    await user.type(share, '10')
    await user.tab()
    await waitFor(() => expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 39%`))
    await user.click(screen.getByRole('button', { name: t.save }))
    await waitFor(
      () => {
        const stored = JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: work.workID } } })!.coAuthors) as {
          kind?: string
          fio: string
          fioEng?: string
        }[]
        expect(stored.map((a) => a.kind)).toEqual(['prepod', 'prepod', 'student', 'other'])
        expect(stored[3]).toMatchObject({ fio: 'Smith John', fioEng: 'Smith J.' })
      },
      { timeout: 20_000 },
    )
  })

  it('import: unreadable text is explained; a BibTeX entry previews per ГОСТ and fills the form and its authors', async () => {
    const user = userEvent.setup()
    const teacher = db.user.findFirst({ where: { userID: { equals: 1003 } } })!
    const teacherFio = `${teacher.last_name} ${teacher.first_name} ${teacher.middle_name}`
    openAt('/nir/1', AUTHOR)
    await screen.findByRole('heading', { name: new RegExp(t.editorTitleNew) }, { timeout: 20_000 })
    await user.click(screen.getByRole('button', { name: t.bib.open }))
    const box = await screen.findByLabelText(t.bib.text)
    await user.type(box, 'просто текст')
    await user.click(screen.getByRole('button', { name: t.bib.parse }))
    expect(await screen.findByText(t.bib.problems.unknownFormat, { normalizer: (s) => s })).toBeInTheDocument()
    await user.clear(box)
    const bib = `@article{k, title={Импортированная статья}, author={Кузнецов, Д. С. and ${teacher.last_name}, ${teacher.first_name} and Smith, John}, journal={Электричество}, year={2025}, volume={7}, pages={1--16}}`
    // user.type treats braces as key names: paste the record
    await user.click(box)
    await user.paste(bib)
    await user.click(screen.getByRole('button', { name: t.bib.parse }))
    expect(
      await screen.findByText(
        `Импортированная статья / Д. С. Кузнецов, ${teacher.first_name[0]}. ${teacher.last_name}, J. Smith // Электричество. – 2025. – Т. 7. – С. 1–16.`.replace(
          /^/,
          'Кузнецов, Д. С. ',
        ),
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.bib.apply }))
    expect(await screen.findByText(t.bib.applied(1, 1), {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Название работы/)).toHaveValue('Импортированная статья')
    expect(screen.getByLabelText(/^Название журнала/)).toHaveValue('Электричество')
    expect(screen.getByLabelText(/^Страницы/)).toHaveValue('1–16')
    expect(screen.getByLabelText(t.influence(teacherFio))).toHaveValue('1')
    expect(screen.getByLabelText(new RegExp(`^${t.otherFio(2)}(?! латиницей)`))).toHaveValue('Smith John')
    expect(screen.getByTestId('main-share')).toHaveTextContent(`${t.mainShare}: 98%`)
  })

  it('duplicates: a name already used warns (ControlName) with a link to that work; saving is not blocked', async () => {
    const user = userEvent.setup()
    const other = db.nirWork.getAll().find((w) => !w.isDelete && w.typeID === 1)!
    openAt('/nir/1', AUTHOR)
    await screen.findByRole('heading', { name: new RegExp(t.editorTitleNew) }, { timeout: 20_000 })
    await user.click(screen.getByLabelText(/Название работы/))
    await user.paste(other.name.toUpperCase())
    expect(await screen.findByText(t.duplicates.title, {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.duplicates.open(other.name) })).toHaveAttribute(
      'href',
      `/WebApp/nir/${other.typeID}/${other.workID}`,
    )
    expect(screen.getByRole('button', { name: t.save })).toBeEnabled()
  })

  it('an accepted work opens read-only with its verification; a returned one shows its remark', async () => {
    const accepted = ownWork(NIR_STATUS.accepted)
    const view = openAt(`/nir/${accepted.typeID}/${accepted.workID}`, AUTHOR)
    expect(await screen.findByText(t.readOnly, {}, { timeout: 20_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.save })).toBeNull()
    expect(screen.getByLabelText(/Название работы/)).toBeDisabled()
    expect(screen.getAllByText(t.stepStates.confirmed)).toHaveLength(3)
    // the author may not recommend their own work
    expect(screen.queryByRole('button', { name: t.recommend.action })).toBeNull()
    view.unmount()
    const returned = ownWork(NIR_STATUS.returned)
    openAt(`/nir/${returned.typeID}/${returned.workID}`, AUTHOR)
    expect(
      await screen.findByText('Приложите скан первой страницы публикации и укажите DOI.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
  })

  it('the research admin recommends an accepted work to publication; the page then says who did', async () => {
    const user = userEvent.setup()
    const accepted = db.nirWork.getAll().find((w) => w.status === NIR_STATUS.accepted && !w.recommended && !w.isDelete)!
    openAt(`/nir/${accepted.typeID}/${accepted.workID}`, ADMIN)
    await user.click(await screen.findByRole('button', { name: t.recommend.action }, { timeout: 20_000 }))
    expect(await screen.findByText(t.recommend.by(`Орлов Игорь Владимирович, ${today()}`))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.recommend.action })).toBeNull()
  })

  it('another teacher’s work is refused with the server’s message', async () => {
    const foreign = db.nirWork.findFirst({ where: { idUser: { equals: 1005 }, status: { equals: NIR_STATUS.draft } } })
    const target =
      foreign ?? db.nirWork.findFirst({ where: { idUser: { gte: 1000 }, status: { equals: NIR_STATUS.draft } } })!
    openAt(`/nir/${target.typeID}/${target.workID}`, AUTHOR)
    expect(await screen.findByText('Нет доступа к этой работе', {}, { timeout: 20_000 })).toBeInTheDocument()
  })

  it('a cabinet’s return is refused without a remark, with the rule’s message', async () => {
    const user = userEvent.setup()
    openAt('/listpublication/exportControl', EXPORT)
    const buttons = await screen.findAllByRole('button', { name: /^Вернуть автору работу/ }, { timeout: 20_000 })
    await user.click(buttons[0])
    await user.click(await screen.findByRole('button', { name: t.send }, { timeout: 5000 }))
    expect(await screen.findByText(t.remarkRequired)).toBeInTheDocument()
  })
})
