import type { Browser, Page } from '@playwright/test'
import { joinTestRelayRoom, seriousA11yViolations, signInAs } from './fixtures'

/** A fresh browser context (its own profile, its own in-page mock backend) signed in at a path. */
export async function signedInPage(
  browser: Browser,
  login: string,
  path: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    baseURL: test_baseURL(),
  })
  await joinTestRelayRoom(context)
  const page = await context.newPage()
  await signInAs(page, login, path)
  return page
}

function test_baseURL(): string {
  return `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}/WebApp/`
}

export const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Текст сообщения' })
export const lastBubble = (page: Page) => page.locator('.msg-bubble').last()
export const bubbleWithText = (page: Page, text: string) => page.locator('.msg-bubble', { hasText: text })

/** Distance from the bottom of the message list, in pixels. */
export const distanceFromBottom = (page: Page) =>
  page.locator('.msg-scroll').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)

/**
 * Serious and critical axe violations inside the chat screen and its dialogs (the shell around it is
 * checked by its own tests).
 */
export async function chatA11yViolations(page: Page, scope: 'screen' | 'dialog' = 'screen'): Promise<string[]> {
  // With a modal open, the screen behind its mask is not checked (the mask dims it on purpose).
  return seriousA11yViolations(page, scope === 'dialog' ? '.p-dialog' : '.chat-screen')
}
