import { render, screen } from '@testing-library/react'
import { Router } from 'wouter'
import type { ReactNode } from 'react'
import { SessionContext } from '@/hooks/session-context'
import { issueToken } from '@/mocks/node'
import { ConfirmHost } from '@/ui/confirm-host'
import type { MenuNode } from '@/lib/menu.types'

/** Signs `userID` in (cookie), opens `path` and renders `ui` inside the real session actor. */
export function renderSignedIn(ui: ReactNode, { userID, path = '/' }: { userID: number | null; path?: string }) {
  if (userID !== null) document.cookie = 'authToken=' + issueToken(userID) + '; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <SessionContext.Provider>
        {ui}
        <ConfirmHost />
      </SessionContext.Provider>
    </Router>,
  )
}

export const signedInReady = (name: RegExp | string) => screen.findByText(name, {}, { timeout: 10_000 })

export function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

const leaf = (id: string, text: string, url: string, icon?: string): MenuNode => ({ id, text, url, icon, children: [] })

/** A fake menu tree standing in for half A's visible menu. */
export const FAKE_TREE: MenuNode[] = [
  leaf('home', 'Главная', '/', 'pi pi-home'),
  {
    id: 'port',
    text: 'Портфолио',
    icon: 'pi pi-briefcase',
    group: 'Кабинет',
    children: [
      leaf('works', 'Мои работы', '/Portfolio/ListWorks'),
      leaf('cats', 'Категории', '/Portfolio/ListCategories'),
    ],
  },
  leaf('rasp', 'Расписание', '/Rasp/My', 'pi pi-calendar'),
  { id: 'lib', text: 'Библиотека ЭБС', href: 'https://lib.example.org', newTab: true, group: 'Ссылки', children: [] },
]
