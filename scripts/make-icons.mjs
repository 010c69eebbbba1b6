#!/usr/bin/env node
/**
 * Renders the portal's PNG icons (web manifest, apple-touch-icon) from public/img/icons/svg/logo.svg in
 * the system Chromium: `node scripts/make-icons.mjs`. The PNGs are committed; run again after changing
 * the logo. The maskable icon keeps the logo inside the 80 % safe zone on the brand colour.
 */
import { readFileSync, mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const svg = readFileSync('public/img/icons/svg/logo.svg', 'utf8')
const out = 'public/img/icons/png'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
const icons = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.14, background: '#1f4e8c' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0, background: '#ffffff' },
]
for (const { file, size, padding, background } of icons) {
  await page.setViewportSize({ width: size, height: size })
  const inner = Math.round(size * (1 - 2 * padding))
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  )
  await page.screenshot({ path: `${out}/${file}`, omitBackground: background === 'transparent' })
  console.log(`${out}/${file}`)
}
await browser.close()
