import { signal } from '@preact/signals-react'

/**
 * Demo hosts: «Не открывать окна сами» (local key 'demoQuietPrompts' = 'true'). When set, the lesson-review
 * panel does not open by itself and the inactivity banner does not appear, so a journey (or a scripted
 * e2e run) is not interrupted; the review button still opens the panel.
 */
export const DEMO_QUIET_PROMPTS_KEY = 'demoQuietPrompts'

function stored(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(DEMO_QUIET_PROMPTS_KEY) === 'true'
  } catch {
    return false
  }
}

export const demoQuietPrompts = signal(stored())

/** Re-reads local storage (a test or another tab may have changed it). */
export function readDemoQuietPrompts(): boolean {
  demoQuietPrompts.value = stored()
  return demoQuietPrompts.value
}

export function setDemoQuietPrompts(on: boolean): void {
  try {
    if (on) localStorage.setItem(DEMO_QUIET_PROMPTS_KEY, 'true')
    else localStorage.removeItem(DEMO_QUIET_PROMPTS_KEY)
  } catch {
    // storage blocked: the choice holds for this page only
  }
  demoQuietPrompts.value = on
}
