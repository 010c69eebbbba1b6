import { fromPromise as xstateFromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate'

type PromiseCreator<TOutput, TInput> = Parameters<typeof xstateFromPromise<TOutput, TInput>>[0]

/** A promise that never settles. */
const never = <T>() => new Promise<T>(() => {})

/**
 * XState's `fromPromise` for every request actor of the app: the same signature, except that a promise
 * whose actor was stopped (its `signal` aborted) never settles.
 *
 * Why: under React StrictMode `useActorRef` stops the root actor and restarts it from the snapshot it
 * had (@xstate/react's rehydration). The restarted promise actor is `active` again, so the abort
 * rejection of the first run's request reached it afterwards and moved the machine to its error state
 * (the login screen's demo chips vanished, lists stayed empty). The restarted actor runs its own request.
 */
export function fromPromise<TOutput, TInput = NonReducibleUnknown>(
  creator: PromiseCreator<TOutput, TInput>,
): PromiseActorLogic<TOutput, TInput> {
  return xstateFromPromise<TOutput, TInput>((args) =>
    Promise.resolve(creator(args)).then(
      (output) => (args.signal.aborted ? never<TOutput>() : output),
      (error: unknown) => (args.signal.aborted ? never<TOutput>() : Promise.reject(error)),
    ),
  )
}
