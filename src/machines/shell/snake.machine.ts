import { assign, setup } from 'xstate'
import { SNAKE_BOARD, SNAKE_TICK_MS } from '@/lib/constants/shell'

/**
 * The /Game/Snake easter egg's game loop.
 *
 *   ready ─start→ playing ─after SNAKE_TICK→ playing (one step; eating food grows the snake, +1 score)
 *                    │                    └→ over (the head leaves the board or hits the body)
 *                    ├─pause→ paused ─resume→ playing
 *   over | paused | playing ─restart→ playing (new game)
 *   turn(dir) is remembered for the next step; turning straight back is ignored.
 */
export type Cell = readonly [number, number]
export type Direction = 'up' | 'down' | 'left' | 'right'
export interface SnakeContext {
  size: number
  snake: Cell[]
  direction: Direction
  nextDirection: Direction
  food: Cell
  score: number
  random: () => number
}
export type SnakeEvent =
  | { type: 'game.start' }
  | { type: 'snake.turn'; direction: Direction }
  | { type: 'game.pause' }
  | { type: 'game.resume' }
  | { type: 'game.restart' }

const MOVES: Record<Direction, Cell> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }
const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' }

export function nextHead(snake: readonly Cell[], direction: Direction): Cell {
  const [x, y] = snake[0]
  const [dx, dy] = MOVES[direction]
  return [x + dx, y + dy]
}

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1]

/** The head leaves the board or runs into the body (the tail cell moves away unless the snake eats). */
export function collides(context: Pick<SnakeContext, 'snake' | 'nextDirection' | 'size' | 'food'>): boolean {
  const head = nextHead(context.snake, context.nextDirection)
  if (head[0] < 0 || head[1] < 0 || head[0] >= context.size || head[1] >= context.size) return true
  const eats = same(head, context.food)
  const body = eats ? context.snake : context.snake.slice(0, -1)
  return body.some((cell) => same(cell, head))
}

/** A free cell for the food, chosen with `random` among the cells the snake does not occupy. */
export function placeFood(snake: readonly Cell[], size: number, random: () => number): Cell {
  const free: Cell[] = []
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (!snake.some((c) => c[0] === x && c[1] === y)) free.push([x, y])
  return free[Math.min(free.length - 1, Math.floor(random() * free.length))] ?? [0, 0]
}

export function newGame(
  size: number,
  random: () => number,
): Pick<SnakeContext, 'snake' | 'direction' | 'nextDirection' | 'food' | 'score'> {
  const mid = Math.floor(size / 2)
  const snake: Cell[] = [
    [mid, mid],
    [mid - 1, mid],
    [mid - 2, mid],
  ]
  return { snake, direction: 'right', nextDirection: 'right', food: placeFood(snake, size, random), score: 0 }
}

export function step(context: SnakeContext): Pick<SnakeContext, 'snake' | 'direction' | 'food' | 'score'> {
  const head = nextHead(context.snake, context.nextDirection)
  const eats = same(head, context.food)
  const snake = [head, ...(eats ? context.snake : context.snake.slice(0, -1))]
  return {
    snake,
    direction: context.nextDirection,
    food: eats ? placeFood(snake, context.size, context.random) : context.food,
    score: context.score + (eats ? 1 : 0),
  }
}

export const snakeMachine = setup({
  types: {
    context: {} as SnakeContext,
    events: {} as SnakeEvent,
    input: {} as { size?: number; random?: () => number } | undefined,
  },
  delays: { SNAKE_TICK: SNAKE_TICK_MS },
  guards: {
    willCollide: ({ context }) => collides(context),
    canTurn: ({ context, event }) => event.type === 'snake.turn' && event.direction !== OPPOSITE[context.direction],
  },
  actions: {
    newGame: assign(({ context }) => newGame(context.size, context.random)),
    step: assign(({ context }) => step(context)),
    turn: assign({
      nextDirection: ({ event, context }) => (event.type === 'snake.turn' ? event.direction : context.nextDirection),
    }),
  },
}).createMachine({
  id: 'snake',
  context: ({ input }) => {
    const size = input?.size ?? SNAKE_BOARD
    const random = input?.random ?? Math.random
    return { size, random, ...newGame(size, random) }
  },
  initial: 'ready',
  on: { 'game.restart': { target: '.playing', actions: 'newGame' } },
  states: {
    ready: {
      on: { 'game.start': 'playing', 'snake.turn': { guard: 'canTurn', actions: 'turn' } },
    },
    playing: {
      on: { 'snake.turn': { guard: 'canTurn', actions: 'turn' }, 'game.pause': 'paused' },
      after: {
        SNAKE_TICK: [
          { guard: 'willCollide', target: 'over' },
          { target: 'playing', reenter: true, actions: 'step' },
        ],
      },
    },
    paused: { on: { 'game.resume': 'playing' } },
    over: {},
  },
})
