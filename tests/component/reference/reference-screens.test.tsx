import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { referenceTexts as r } from '@/texts/ru/reference'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import { tableTexts as t } from '@/texts/ru/table'

import AdminScreen from '@/screens/reference/admin-screen'
import ScienceScreen from '@/screens/reference/science-screen'
import TypeDocumentsScreen from '@/screens/reference/type-documents-screen'
import UsersScreen from '@/screens/reference/users-screen'
import { renderScreen } from '../render-screen'

const SCREENS = {
  '/Admin': AdminScreen,
  '/Admin/SetScience': ScienceScreen,
  '/Admin/typeDocuments': TypeDocumentsScreen,
  '/Admin/Users': UsersScreen,
}
function openAs(userID: number, path: keyof typeof SCREENS) {
  return renderScreen({ path, pattern: path, screen: SCREENS[path], userID })
}
const table = (name: string) => screen.findByRole('table', { name }, { timeout: 15_000 })
const rowOf = async (tableName: string, text: string) => {
  const tbl = await table(tableName)
  return within(tbl).getByRole('cell', { name: text }).closest('tr')!
}

describe('reference screens', { timeout: 30_000 }, () => {
  it('a student gets the 403 page, no table', async () => {
    openAs(1, '/Admin/SetScience')
    expect(
      await screen.findByRole('heading', { name: shellPageTexts.forbiddenTitle }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('the admin creates, edits and deletes a science field', async () => {
    const user = userEvent.setup()
    openAs(7, '/Admin/SetScience')
    await within(await table(r.science)).findByRole('cell', { name: 'Экономика' })
    await user.click(screen.getByRole('button', { name: t.create }))
    const dialog = await screen.findByRole('dialog', { name: t.dialogCreate })
    await user.type(within(dialog).getByLabelText('Код *'), '1.6')
    await user.type(within(dialog).getByLabelText('Название *'), 'Науки о Земле')
    await user.click(within(dialog).getByRole('button', { name: t.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(r.created)).toBeInTheDocument()
    expect(db.refScienceField.findFirst({ where: { name: { equals: 'Науки о Земле' } } })).not.toBeNull()

    const row = await rowOf(r.science, 'Науки о Земле')
    await user.click(within(row).getByRole('button', { name: `${r.edit}: 1.6` }))
    const edit = await screen.findByRole('dialog', { name: t.dialogEdit })
    const name = within(edit).getByLabelText('Название *')
    await user.clear(name)
    await user.type(name, 'Экономика')
    await user.click(within(edit).getByRole('button', { name: t.save }))
    expect(await within(edit).findByRole('alert')).toHaveTextContent(
      'Не удалось сохранить: Запись с таким названием уже есть',
    )
    expect(name).toHaveValue('Экономика')
    await user.clear(name)
    await user.click(name)
    await user.paste('Науки о Земле и окружающей среде')
    await user.click(within(edit).getByRole('button', { name: t.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await rowOf(r.science, 'Науки о Земле и окружающей среде')

    await user.click(
      within(await rowOf(r.science, 'Науки о Земле и окружающей среде')).getByRole('button', {
        name: `${r.remove}: 1.6`,
      }),
    )
    await user.click(within(await screen.findByRole('dialog', { name: r.remove })).getByRole('button', { name: r.yes }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: r.science })).queryByRole('cell', {
          name: 'Науки о Земле и окружающей среде',
        }),
      ).toBeNull(),
    )
    expect(await screen.findByText(r.deleted)).toBeInTheDocument()
  }, 60_000)

  it('a delete the server refuses reappears with the message', async () => {
    const user = userEvent.setup()
    openAs(7, '/Admin/typeDocuments')
    const row = await rowOf(r.typeDocuments, 'Экспертное заключение')
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.delete('*/api/TypeDocumentsController/typeDocuments/:id', async () => {
        await gate
        return HttpResponse.json({ state: -1, msg: 'Тип документа назначен экспертам' }, { status: 409 })
      }),
    )
    await user.click(within(row).getByRole('button', { name: `${r.remove}: Экспертное заключение` }))
    await user.click(within(await screen.findByRole('dialog', { name: r.remove })).getByRole('button', { name: r.yes }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: r.typeDocuments })).queryByRole('cell', {
          name: 'Экспертное заключение',
        }),
      ).toBeNull(),
    )
    release()
    expect(await screen.findByRole('alert')).toHaveTextContent('Запись не удалена: Тип документа назначен экспертам')
    await rowOf(r.typeDocuments, 'Экспертное заключение')
  })

  it('users: search (layout-swapped) finds a user; opening the row loads its roles', async () => {
    const user = userEvent.setup()
    openAs(7, '/Admin/Users')
    await within(await table(r.users)).findAllByRole('cell')
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'jhkjd')
    const row = await rowOf(r.users, 'Орлов Игорь Владимирович')
    await user.click(within(row).getByRole('button', { name: `${t.expand}: Орлов Игорь Владимирович` }))
    const roles = await screen.findByRole('list', { name: r.rolesOf('Орлов Игорь Владимирович') })
    expect(within(roles).getByText('Администратор-НИР')).toBeInTheDocument()
  })

  it('the admin index lists the screens and searches catalogues only from the minimum length', async () => {
    const user = userEvent.setup()
    openAs(7, '/Admin')
    expect(await screen.findByRole('heading', { name: r.adminTitle }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: r.typeDocuments })).toHaveAttribute('href', '/WebApp/Admin/typeDocuments')
    await user.type(screen.getByLabelText(r.catalogText), 'ин')
    expect(screen.getByText(r.catalogHint(3))).toBeInTheDocument()
    await user.type(screen.getByLabelText(r.catalogText), 'ф')
    const list = await screen.findByRole('list', { name: r.catalog }, { timeout: 3000 })
    expect(within(list).getByText('Информационные технологии')).toBeInTheDocument()
  })
})
