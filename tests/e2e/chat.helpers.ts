import type { Browser, Page } from '@playwright/test'
import { signInAs } from './fixtures'

/** A fresh browser context (its own profile, its own in-page mock backend) signed in at a path. */
export async function signedInPage(browser: Browser, login: string, path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU', timezoneId: 'Europe/Moscow', baseURL: test_baseURL() })
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
export const distanceFromBottom = (page: Page) => page.locator('.msg-scroll').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)
