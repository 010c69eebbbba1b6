import { describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import { EditAttrsScreen, EditCategoriesScreen } from '@/screens/achieve/portfolio-structure-screens'
import WorkScreen from '@/screens/achieve/work-screen'
import type { ScreenProps } from '@/lib/screen-props'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { SessionContext } from '@/hooks/session-context'
import { portfolioTexts as t } from '@/texts/ru/portfolio'
import { tableTexts } from '@/texts/ru/table'
import { chooseOption } from '../choose-option'

const slow = { timeout: 15_000 }

/** Mounts one screen at its route pattern inside the session (the kit reads the user's roles). */
function openAt(userID: number, pattern: string, path: string, Screen: ComponentType<ScreenProps>) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <Switch>
          <Route path={pattern}>{(p) => <Screen params={p as Record<string, string | undefined>} />}</Route>
        </Switch>
      </Router>
    </SessionContext.Provider>,
  )
}

describe('portfolio structure screens', { timeout: 60_000 }, () => {
  it('the admin adds a required attribute to a type; the student’s form for that type asks for it', async () => {
    const user = userEvent.setup()
    const view = openAt(7, '/Portfolio/Admin/EditAttrs/:typeID', '/Portfolio/Admin/EditAttrs/2', EditAttrsScreen)
    expect(
      await screen.findByRole('heading', { name: t.editAttrsTitle('Олимпиада по программированию') }, slow),
    ).toBeVisible()
    await user.click(await screen.findByRole('button', { name: tableTexts.create }, slow))
    const dialog = await screen.findByRole('dialog', { name: tableTexts.dialogCreate })
    await user.type(within(dialog).getByLabelText(`${t.colName} *`), 'Номер диплома')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: new RegExp(t.colKind) }), t.attrKinds.text)
    await user.click(within(dialog).getByRole('checkbox', { name: t.colRequired }))
    await user.click(within(dialog).getByRole('button', { name: tableTexts.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    const table = await screen.findByRole('table', { name: t.editAttrsTitle('Олимпиада по программированию') }, slow)
    expect(await within(table).findByRole('cell', { name: 'Номер диплома' }, slow)).toBeVisible()
    const stored = db.portfolioAttr.findFirst({ where: { name: { equals: 'Номер диплома' } } })
    expect(stored).toMatchObject({ typeID: 2, kind: 'text', required: true })
    view.unmount()

    openAt(1, '/Portfolio/Work/:typeID/:workID?', '/Portfolio/Work/2', WorkScreen)
    const field = await screen.findByLabelText('Номер диплома *', undefined, slow)
    expect(screen.getByRole('group', { name: t.attrsLegend })).toContainElement(field)
    await user.click(screen.getByRole('button', { name: 'Отправить на проверку' }))
    expect(await screen.findByText(t.errors.attrRequired('Номер диплома'))).toBeVisible()
    await user.type(field, 'Д-2026-17')
    await waitFor(() => expect(screen.queryByText(t.errors.attrRequired('Номер диплома'))).toBeNull())
    expect(field).toHaveValue('Д-2026-17')
  })

  it('a category that still has types is not deleted: the server’s reason is shown and the row stays', async () => {
    const user = userEvent.setup()
    openAt(7, '/Portfolio/Admin/EditCategories', '/Portfolio/Admin/EditCategories', EditCategoriesScreen)
    const table = await screen.findByRole('table', { name: t.editCategoriesTitle }, slow)
    const row = (await within(table).findByRole('cell', { name: 'Спорт' }, slow)).closest('tr')!
    expect(within(row).getByRole('link', { name: t.typesLink(2) })).toHaveAttribute(
      'href',
      '/WebApp/Portfolio/Admin/EditTypes/3',
    )
    await user.click(within(row).getByRole('button', { name: new RegExp(`^${tableTexts.remove}`) }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: tableTexts.yes }))
    expect(await screen.findByText(new RegExp(t.errors.categoryInUse), undefined, slow)).toBeVisible()
    expect(within(table).getByRole('cell', { name: 'Спорт' })).toBeVisible()
    expect(db.portfolioCategory.findFirst({ where: { name: { equals: 'Спорт' } } })).not.toBeNull()
  })
})
