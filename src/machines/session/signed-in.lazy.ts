import type { signedInActors } from './signed-in.actors'

type SignedInActors = typeof signedInActors
type SignedInActorID = keyof SignedInActors

let loaded: SignedInActors | null = null
let loading: Promise<SignedInActors> | null = null

/**
 * The always-on actors' code (chat list, realtime, mail poll, pending reviews, feed flags, compose and
 * the API modules they call) is a chunk of its own, not part of the entry every page loads first (issue
 * 19). The session loads it while it loads the user (session.actors.ts), so it is there before the
 * session enters `signedIn` and invokes them. A failed load (no network, a stale deployment) fails that
 * step like a failed request, and the next attempt loads it again.
 */
export function loadSignedInActors(): Promise<SignedInActors> {
  loading ??= import('./signed-in.actors').then(
    (module) => (loaded = module.signedInActors),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * A stand-in for one always-on actor's logic that the session machine can name before the code has
 * loaded: every use (XState reads getInitialSnapshot, transition, start… when it invokes the actor)
 * goes to the real logic, which is loaded by then.
 */
function lazyLogic<K extends SignedInActorID>(id: K): SignedInActors[K] {
  const real = (): object => {
    if (!loaded) throw new Error(`The signed-in actor «${id}» was invoked before its code had loaded`)
    return loaded[id]
  }
  return new Proxy(
    {},
    { get: (_target, key) => Reflect.get(real(), key), has: (_target, key) => Reflect.has(real(), key) },
  ) as SignedInActors[K]
}

export const lazySignedInActors: SignedInActors = {
  chatList: lazyLogic('chatList'),
  realtime: lazyLogic('realtime'),
  mailPoll: lazyLogic('mailPoll'),
  pendingReviews: lazyLogic('pendingReviews'),
  feedFlags: lazyLogic('feedFlags'),
  compose: lazyLogic('compose'),
}
