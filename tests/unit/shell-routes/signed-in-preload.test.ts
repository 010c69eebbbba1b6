import { describe, expect, it } from 'vitest'
import { preloadSignedInFrame, signedInPreloads } from '@/app/layouts/layout-for'

describe('the signed-in frame’s preload (issue 19)', () => {
  it('starts nothing in the caller’s task (a tap on the sign-in card), then each load in a task of its own', async () => {
    const log: string[] = []
    // A load's microtask runs before the next load only when the two are in different tasks.
    const loader = (name: string) => () => {
      log.push(name)
      queueMicrotask(() => log.push(`${name}: its task's microtasks`))
      return Promise.resolve()
    }
    const ours = [loader('first'), loader('second')]
    signedInPreloads.push(...ours)
    try {
      const preloading = preloadSignedInFrame()
      expect(log).toEqual([])
      await preloading
      expect(log).toEqual(['first', "first: its task's microtasks", 'second', "second: its task's microtasks"])
    } finally {
      for (const load of ours) signedInPreloads.splice(signedInPreloads.indexOf(load), 1)
    }
  })
})
