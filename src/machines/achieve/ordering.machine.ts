import { assign, setup, type PromiseActorLogic } from 'xstate'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * A student's orders of one kind — certificates (/Certificates/Ordering), applications
 * (/StudentApplication/Ordering):
 *
 *   loading ─done→ ready ─order.submit {values}→ submitting ─done→ ready (the new one first, savedID)
 *          └ error→ loadFailed ─list.refresh→ loading            └ error→ ready (error kept, the form keeps its values)
 *   ready ─list.refresh→ refreshing ─done/error→ ready
 *
 * react-hook-form owns the order form's values; the machine owns the lists and the submit lifecycle.
 */
export interface OrderingContext<Kind, Item> {
  kinds: Kind[]
  mine: Item[]
  error: WriteError | null
  savedID: number | null
}
export type OrderingEvent<Order> = { type: 'order.submit'; values: Order } | { type: 'list.refresh' }

/** The requests of one kind of order, from its `<name>.actors.ts`. */
export interface OrderingActors<Kind, Order, Item> {
  /** The kinds for the form and the user's own orders. */
  loadOrdering: PromiseActorLogic<{ kinds: Kind[]; mine: Item[] }>
  /** The user's own orders again (their statuses move on elsewhere). */
  loadMine: PromiseActorLogic<Item[]>
  /** Sends one; a refusal is shown in the form. */
  submitOrder: PromiseActorLogic<Item, Order>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment at `actors` below
type LooseOutput = any

export function createOrderingMachine<Kind, Order, Item extends { id: number }>(
  id: string,
  actors: OrderingActors<Kind, Order, Item>,
) {
  return setup({
    types: { context: {} as OrderingContext<Kind, Item>, events: {} as OrderingEvent<Order> },
    // Typed loosely inside: XState cannot narrow a done event of an actor whose output is a type parameter
    // (it asks for the intersection of all of them). The context and events stay typed; OrderingActors types
    // the callers' actors.
    actors: actors as unknown as Record<
      keyof OrderingActors<Kind, Order, Item>,
      PromiseActorLogic<LooseOutput, LooseOutput>
    >,
  }).createMachine({
    id,
    context: { kinds: [], mine: [], error: null, savedID: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadOrdering',
          src: 'loadOrdering',
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => event.output as { kinds: Kind[]; mine: Item[] }),
          },
          onError: 'loadFailed',
        },
      },
      loadFailed: { on: { 'list.refresh': 'loading' } },
      ready: {
        on: {
          'order.submit': { target: 'submitting', actions: assign({ error: null, savedID: null }) },
          'list.refresh': 'refreshing',
        },
      },
      refreshing: {
        invoke: {
          id: 'loadMine',
          src: 'loadMine',
          onDone: { target: 'ready', actions: assign({ mine: ({ event }) => event.output as Item[] }) },
          onError: 'ready',
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submitOrder',
          src: 'submitOrder',
          input: ({ event }: { event: OrderingEvent<Order> }) =>
            (event as Extract<OrderingEvent<Order>, { type: 'order.submit' }>).values,
          onDone: {
            target: 'ready',
            actions: assign({
              mine: ({ context, event }) => [event.output as Item, ...context.mine],
              savedID: ({ event }) => (event.output as Item).id,
            }),
          },
          onError: { target: 'ready', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
        },
      },
    },
  })
}

export type OrderingMachine<Kind, Order, Item extends { id: number }> = ReturnType<
  typeof createOrderingMachine<Kind, Order, Item>
>
