import { describe, expect, it } from 'vitest'
import { isNewYearSeason, snowAllowed } from '@/settings/season'
import { checkBuildVersion, versionLabel } from '@/settings/build-version'
import { breakpointOf, drawerModeFor, nextNewLayoutWidth, toggledChoice } from '@/app/layouts/breakpoints'
import { currentSchoolYear, isSchoolYear, schoolYears } from '@/settings/school-year'
import { clickSeries } from '@/ui/use-click-series'
import { badgeText } from '@/app/layouts/toolbar'
import { formatBuildDate } from '@/screens/settings/build-date'

const d = (s: string) => new Date(`${s}T12:00:00`)

describe('seasonal New Year theme: 20 December – 14 January', () => {
  it('boundaries', () => {
    expect(isNewYearSeason(d('2026-12-19'))).toBe(false)
    expect(isNewYearSeason(d('2026-12-20'))).toBe(true)
    expect(isNewYearSeason(d('2026-12-31'))).toBe(true)
    expect(isNewYearSeason(d('2027-01-01'))).toBe(true)
    expect(isNewYearSeason(d('2027-01-14'))).toBe(true)
    expect(isNewYearSeason(d('2027-01-15'))).toBe(false)
    expect(isNewYearSeason(d('2026-07-01'))).toBe(false)
  })
  it('snow needs the season, the site flag, no local disable, animations and no reduced motion', () => {
    const base = {
      date: d('2026-12-25'),
      siteFlag: true,
      disabledLocally: false,
      animationsDisabled: false,
      reducedMotion: false,
    }
    expect(snowAllowed(base)).toBe(true)
    expect(snowAllowed({ ...base, date: d('2026-11-25') })).toBe(false)
    expect(snowAllowed({ ...base, siteFlag: false })).toBe(false)
    expect(snowAllowed({ ...base, disabledLocally: true })).toBe(false)
    expect(snowAllowed({ ...base, animationsDisabled: true })).toBe(false)
    expect(snowAllowed({ ...base, reducedMotion: true })).toBe(false)
  })
})

describe('build version (spec 1 §4 Version)', () => {
  it("a changed version is stored and the page reloads once; the same version doesn't reload", () => {
    let reloads = 0
    const reload = () => reloads++
    expect(checkBuildVersion('261120', localStorage, reload)).toBe(false) // first visit: stored only
    expect(localStorage.getItem('buildVersion')).toBe('261120')
    expect(checkBuildVersion('261120', localStorage, reload)).toBe(false)
    expect(reloads).toBe(0)
    expect(checkBuildVersion('261123', localStorage, reload)).toBe(true)
    expect(localStorage.getItem('buildVersion')).toBe('261123')
    expect(reloads).toBe(1)
    expect(checkBuildVersion('261123', localStorage, reload)).toBe(false) // after the reload: no loop
    expect(reloads).toBe(1)
  })
  it("shows as 'v' + YYMMDD; the dialog's date as dd.mm.yyyy", () => {
    expect(versionLabel('261123')).toBe('v261123')
    expect(formatBuildDate('2026-11-23')).toBe('23.11.2026')
  })
})

describe('breakpoints and the drawer (spec 1 §2 Drawer behaviour)', () => {
  it('under 900 mobile, 900 to under 4000 tablet, else desktop', () => {
    expect(breakpointOf(390)).toBe('mobile')
    expect(breakpointOf(899)).toBe('mobile')
    expect(breakpointOf(900)).toBe('tablet')
    expect(breakpointOf(1280)).toBe('tablet')
    expect(breakpointOf(3999)).toBe('tablet')
    expect(breakpointOf(4000)).toBe('desktop')
  })
  it('mobile hides the drawer; tablet defaults to mini, desktop to open; a stored choice wins', () => {
    expect(drawerModeFor('mobile', 'open')).toBe('hidden')
    expect(drawerModeFor('tablet', null)).toBe('mini')
    expect(drawerModeFor('desktop', null)).toBe('open')
    expect(drawerModeFor('tablet', 'open')).toBe('open')
    expect(drawerModeFor('desktop', 'closed')).toBe('closed')
  })
  it('the toggle: open ↔ mini on a tablet, open ↔ closed on a desktop', () => {
    expect(toggledChoice('tablet', 'open')).toBe('mini')
    expect(toggledChoice('tablet', 'mini')).toBe('open')
    expect(toggledChoice('desktop', 'open')).toBe('closed')
    expect(toggledChoice('desktop', 'closed')).toBe('open')
  })
  it('the new school-X drawer cycles 20 → 93 → 327 → 20', () => {
    expect(nextNewLayoutWidth(20)).toBe(93)
    expect(nextNewLayoutWidth(93)).toBe(327)
    expect(nextNewLayoutWidth(327)).toBe(20)
  })
})

describe('school year (9 characters, from 2019)', () => {
  it('academic year starts in September', () => {
    expect(currentSchoolYear(d('2026-08-31'))).toBe('2025-2026')
    expect(currentSchoolYear(d('2026-09-01'))).toBe('2026-2027')
  })
  it('lists years newest first down to 2019-2020', () => {
    const years = schoolYears(d('2026-11-23'))
    expect(years[0]).toBe('2026-2027')
    expect(years[years.length - 1]).toBe('2019-2020')
    expect(years.every((y) => y.length === 9 && isSchoolYear(y))).toBe(true)
    expect(isSchoolYear('2023-2025')).toBe(false)
    expect(isSchoolYear('2023')).toBe(false)
  })
})

describe('three clicks', () => {
  it('fire on the third click in a row, not when the clicks are far apart', () => {
    let t = 0
    let fired = 0
    const click = clickSeries(
      () => fired++,
      3,
      1000,
      () => t,
    )
    click()
    t += 300
    click()
    t += 300
    click()
    expect(fired).toBe(1)
    click()
    t += 5000
    click()
    t += 5000
    click()
    expect(fired).toBe(1)
  })
})

describe('badges', () => {
  it('cap at 99+', () => {
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })
})
