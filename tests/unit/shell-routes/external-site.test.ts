import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { externalSiteMachine } from '@/machines/shell/external-site.machine'
import { externalSiteUrl } from '@/lib/external-sites'

function start(site: string, opened: boolean | 'throws') {
  const log: string[] = []
  const actor = createActor(
    externalSiteMachine.provide({
      actors: {
        openSite: fromPromise(async ({ input }: { input: { url: string } }) => {
          log.push(`open:${input.url}`)
          if (opened === 'throws') throw new Error('blocked')
          return opened
        }),
      },
      actions: { navigateBack: () => log.push('back') },
    }),
    { input: { site, url: externalSiteUrl(site) } },
  ).start()
  return { actor, log }
}

describe('/www/{site} machine', () => {
  it('opens a known site (any case) and goes back', async () => {
    const { actor, log } = start('DSTU', true)
    await waitFor(actor, (s) => s.status === 'done')
    expect(log).toEqual(['open:https://donstu.ru', 'back'])
  })

  it('an unknown site opens nothing', () => {
    const { actor, log } = start('nowhere', true)
    expect(actor.getSnapshot().matches('unknown')).toBe(true)
    expect(log).toEqual([])
  })

  it('a blocked tab waits for the user to follow the link, then goes back', async () => {
    for (const outcome of [false, 'throws'] as const) {
      const { actor, log } = start('vk', outcome)
      await waitFor(actor, (s) => s.matches('blocked'))
      expect(log).toEqual(['open:https://vk.com/donstu'])
      actor.send({ type: 'site.opened' })
      expect(log).toEqual(['open:https://vk.com/donstu', 'back'])
    }
  })
})
