import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type MutableRefObject,
  type RefObject,
  type SyntheticEvent,
} from 'react'
import type { DeferredModule } from '@/lib/deferred-module'
import { notify } from '@/ui/notifier'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import './stand-ins.css'

/**
 * A PrimeReact select (Dropdown, MultiSelect) brings its VirtualScroller: 16-18 KiB gzip that every route with a
 * select would fetch before its first paint (issue 19). So the select's module is fetched once the page is idle,
 * or at once when the user reaches a select (`deferredModule`); until then a stand-in draws the closed select,
 * and what the user did to it (focus, open) is handed over to the select when it arrives.
 */
export interface StandInRequest {
  focus: boolean
  open: boolean
}

export interface StandInProps<P> {
  props: P
  request: MutableRefObject<StandInRequest>
  /** The user reached the stand-in: load the select now. */
  onNeed: () => void
}

/** The keys that open a focused PrimeReact select. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', ' '])

interface StandInControlOptions {
  /** The select's `disabled` and `loading`: neither takes a click. */
  disabled?: boolean
  loading?: boolean
  /** The clear icon's class: a click on it clears, it does not open. */
  clearIconClass: string
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
}

/** The stand-in's focus ring and its handlers, which record the request and ask for the select. */
export function useStandInControl(
  { request, onNeed }: Omit<StandInProps<unknown>, 'props'>,
  { disabled, loading, clearIconClass, onBlur }: StandInControlOptions,
) {
  const [focused, setFocused] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const ask = (change: Partial<StandInRequest>) => {
    request.current = { ...request.current, ...change }
    onNeed()
  }
  return {
    focused,
    input,
    /** The select's own click: not on the clear icon, not on its input, nothing while it loads its options. */
    onClick: disabled
      ? undefined
      : (event: MouseEvent) => {
          const target = event.target as Element
          if (loading || target.closest(`.${clearIconClass}`) || target.tagName === 'INPUT') return
          input.current?.focus()
          event.preventDefault()
          ask({ focus: true, open: true })
        },
    inputHandlers: {
      onFocus: () => {
        setFocused(true)
        ask({ focus: true })
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setFocused(false)
        request.current = { focus: false, open: false }
        onBlur?.(event)
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return
        event.preventDefault()
        ask({ open: true })
      },
    },
  }
}

/** Hands the stand-in's request over to the select once it has arrived; returns the request to fill. */
export function useHandOver(arrived: unknown, select: RefObject<{ focus(): void; show(): void } | null>) {
  const request = useRef<StandInRequest>({ focus: false, open: false })
  useEffect(() => {
    if (!arrived) return
    // After the select's own mount effects: StrictMode runs them twice, and the second run closes a MultiSelect
    // opened in between.
    const timer = setTimeout(() => {
      const asked = request.current
      request.current = { focus: false, open: false }
      if (!select.current) return
      if (asked.focus || asked.open) select.current.focus()
      if (asked.open) select.current.show()
    })
    return () => clearTimeout(timer)
  }, [arrived, select])
  return request
}

/** Loads the select the user reached; a failed load says so in Russian (the stand-in and its value stay). */
export function loadAskedFor(module: DeferredModule<unknown>) {
  return () =>
    void module.load().catch(() => notify.error(shellPageTexts.listFailedTitle, shellPageTexts.listFailedText))
}

/** The `aria-*` props, which PrimeReact's selects put on their focusable input. */
export function ariaPropsOf(props: object) {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-')))
}

/** A clear icon's keys, as PrimeReact's selects take them: Enter or Space clears. */
export function onClearKey(clear: (event: SyntheticEvent) => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.code !== 'Space') return
    clear(event)
    event.preventDefault()
  }
}
