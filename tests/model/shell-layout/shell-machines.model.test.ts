import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { defaultAccentMachine } from '@/machines/shell/default-accent.machine'
import { loadingDialogMachine } from '@/machines/shell/loading-dialog.machine'
import { inactivityMachine } from '@/machines/shell/inactivity.machine'
import { qrScanMachine } from '@/machines/shell/qr-scan.machine'
import { checkCoverage, describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

async function replayAll<M extends Parameters<typeof modelPaths>[0]['machine']>(options: ReplayOptions<M>) {
  const paths = modelPaths(options)
  expect(paths.length).toBeGreaterThan(0)
  let steps = 0
  for (const path of paths) {
    try {
      steps += await replayPath(options, path)
    } catch (error) {
      throw new Error(`path ${describePath(path)}: ${(error as Error).message}`)
    }
  }
  checkCoverage(paths)
  return { paths: paths.length, steps }
}

describe('default accent (administrators set it for everyone)', () => {
  it('every transition: save → saving → saved (site default updated, notified) | failed (notified, retry)', async () => {
    const saved: string[] = []
    let notifiedOk = 0
    let notifiedFail = 0
    const result = await replayAll({
      machine: defaultAccentMachine,
      input: { current: 'studSite' },
      events: (s) =>
        s.matches('saving') || s.context.current === 'pink' ? [] : [{ type: 'accent.save', accent: 'pink' }],
      outcomes: { saveDefaultAccent: { outputs: ['pink'], error: new Error('403') } },
      actions: {
        defaultSaved: ((_: unknown, p: { accent: string }) => saved.push(p.accent)) as never,
        notifySaved: (() => notifiedOk++) as never,
        notifyFailed: (() => notifiedFail++) as never,
      },
      assertStep: (event, before, after) => {
        if (event.type === 'accent.save') {
          expect(after.matches('saving')).toBe(true)
          expect(after.context.pending).toBe('pink')
        }
        if (event.type === 'xstate.done.actor.saveDefaultAccent') {
          expect(after.matches('saved')).toBe(true)
          expect(after.context.current).toBe('pink')
          expect(saved.at(-1)).toBe('pink')
        }
        if (event.type === 'xstate.error.actor.saveDefaultAccent') {
          expect(after.matches('failed')).toBe(true)
          expect(after.context.current).toBe(before.context.current)
        }
      },
    })
    expect(result.paths).toBeGreaterThanOrEqual(3)
    expect(notifiedOk).toBeGreaterThan(0)
    expect(notifiedFail).toBeGreaterThan(0)
  })
})

describe('loading dialog (spec 1 §4: hides when publications load; 10 s forces the flag)', () => {
  it('every transition', async () => {
    await replayAll({
      machine: loadingDialogMachine,
      events: (s) => (s.matches('hidden') ? [{ type: 'loading.start' }] : [{ type: 'publications.loaded' }]),
      outcomes: {},
      assertState: (s) => expect(s.context.publicationLoaded).toBe(s.matches('hidden')),
      assertStep: (event, _before, after) => {
        if (event.type === 'publications.loaded') expect(after.context.forced).toBe(false)
        if (event.type.startsWith('xstate.after.LOADING_DIALOG_FORCE')) {
          expect(after.matches('hidden')).toBe(true)
          expect(after.context.forced).toBe(true)
        }
      },
    })
  })
  it('the forcing timer is the spec 10 s', () => {
    expect(loadingDialogMachine.implementations.delays.LOADING_DIALOG_FORCE).toBe(10_000)
  })
})

describe("inactivity banner ('you are not active')", () => {
  it('every transition: the banner appears only after the quiet period and stays until dismissed', async () => {
    await replayAll({
      machine: inactivityMachine,
      events: () => [{ type: 'user.activity' }, { type: 'banner.dismiss' }],
      outcomes: {},
      assertStep: (event, before, after) => {
        if (event.type === 'user.activity') expect(after.value).toBe(before.value) // activity never hides or shows it
        if (event.type === 'banner.dismiss') expect(after.matches('active')).toBe(true)
        if (event.type.startsWith('xstate.after.INACTIVE_AFTER')) expect(after.matches('inactive')).toBe(true)
      },
    })
  })
})

describe('QR scan dialog', () => {
  const g = globalThis as unknown as { BarcodeDetector?: unknown }
  const nav = navigator as unknown as { mediaDevices?: unknown }
  let savedMedia: unknown
  beforeAll(() => {
    savedMedia = nav.mediaDevices
    g.BarcodeDetector = class {
      async detect() {
        return []
      }
    }
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [] }) },
    })
  })
  afterAll(() => {
    delete g.BarcodeDetector
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: savedMedia })
  })

  it('every transition where the browser can scan: camera → scanning → found; no camera → retry; close anywhere', async () => {
    const stopped: number[] = []
    const stream = { getTracks: () => [{ stop: () => stopped.push(1) }] }
    await replayAll({
      machine: qrScanMachine,
      events: (s) => {
        const events: { type: string; value?: string }[] = []
        if (s.matches('closed')) events.push({ type: 'scanner.open' })
        else events.push({ type: 'scanner.close' })
        if (s.matches({ open: 'scanning' })) events.push({ type: 'scan.found', value: 'https://example.org/x' })
        if (s.matches({ open: 'found' }) || s.matches({ open: 'noCamera' })) events.push({ type: 'scan.retry' })
        return events as never
      },
      outcomes: {
        startCamera: { outputs: [stream], error: new DOMException('denied', 'NotAllowedError') },
        detectCode: {},
      },
      assertStep: (event, _before, after) => {
        if (event.type === 'scanner.open') expect(after.matches({ open: 'starting' })).toBe(true)
        if (event.type === 'xstate.error.actor.startCamera') expect(after.matches({ open: 'noCamera' })).toBe(true)
        if (event.type === 'scan.found') {
          expect(after.context.value).toBe('https://example.org/x')
          expect(after.context.stream).toBeNull() // the camera is off once a code is found
        }
        if (event.type === 'scanner.close') {
          expect(after.matches('closed')).toBe(true)
          expect(after.context.stream).toBeNull()
        }
      },
    })
    expect(stopped.length).toBeGreaterThan(0)
  })

  it('without BarcodeDetector the dialog says so instead of starting the camera', () => {
    const saved = g.BarcodeDetector
    delete g.BarcodeDetector
    const actor = createActor(qrScanMachine).start()
    actor.send({ type: 'scanner.open' })
    expect(actor.getSnapshot().matches('unsupported')).toBe(true)
    actor.send({ type: 'scanner.close' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    g.BarcodeDetector = saved
  })
})
