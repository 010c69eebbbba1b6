import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { collides, newGame, placeFood, snakeMachine, step, type Cell } from '@/machines/shell/snake.machine'
import { SNAKE_TICK_MS } from '@/lib/constants/shell'

afterEach(() => vi.useRealTimers())

/** Food always at the first free cell in reading order (random() = 0). */
const first = () => 0

function start(size = 8) {
  vi.useFakeTimers()
  const actor = createActor(snakeMachine, { input: { size, random: first } })
  actor.start()
  return actor
}

describe('snake rules', () => {
  it('a new game: 3 cells in the middle heading right, food on a free cell, score 0', () => {
    const g = newGame(8, first)
    expect(g.snake).toEqual([
      [4, 4],
      [3, 4],
      [2, 4],
    ])
    expect(g.direction).toBe('right')
    expect(g.score).toBe(0)
    expect(g.food).toEqual([0, 0])
  })
  it('food never lands on the snake', () => {
    const snake: Cell[] = [
      [0, 0],
      [1, 0],
    ]
    for (const r of [0, 0.3, 0.99]) expect(snake).not.toContainEqual(placeFood(snake, 4, () => r))
  })
  it('eating grows the snake and scores; otherwise the tail follows', () => {
    const ctx = {
      size: 8,
      random: first,
      snake: [
        [4, 4],
        [3, 4],
        [2, 4],
      ] as Cell[],
      direction: 'right' as const,
      nextDirection: 'right' as const,
      food: [5, 4] as Cell,
      score: 0,
    }
    const ate = step(ctx)
    expect(ate.snake).toHaveLength(4)
    expect(ate.score).toBe(1)
    expect(ate.food).not.toEqual([5, 4])
    const moved = step({ ...ctx, food: [0, 0] })
    expect(moved.snake).toEqual([
      [5, 4],
      [4, 4],
      [3, 4],
    ])
    expect(moved.score).toBe(0)
  })
  it('walls and the body collide; the tail cell that moves away does not', () => {
    expect(collides({ size: 8, snake: [[7, 0]], nextDirection: 'right', food: [0, 0] })).toBe(true)
    expect(collides({ size: 8, snake: [[0, 0]], nextDirection: 'up', food: [5, 5] })).toBe(true)
    const loop: Cell[] = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 2],
    ]
    expect(collides({ size: 8, snake: loop, nextDirection: 'down', food: [5, 5] })).toBe(false) // into the leaving tail
    expect(collides({ size: 8, snake: [...loop, [0, 2]], nextDirection: 'down', food: [5, 5] })).toBe(true)
  })
})

describe('snake game loop', () => {
  it('moves one cell per tick while playing, not while ready or paused', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS * 3)
    expect(actor.getSnapshot().context.snake[0]).toEqual([4, 4])
    actor.send({ type: 'game.start' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS)
    expect(actor.getSnapshot().context.snake[0]).toEqual([5, 4])
    actor.send({ type: 'game.pause' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS * 3)
    expect(actor.getSnapshot().context.snake[0]).toEqual([5, 4])
    actor.send({ type: 'game.resume' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS)
    expect(actor.getSnapshot().context.snake[0]).toEqual([6, 4])
  })
  it('turns on the next step; turning straight back is ignored', async () => {
    const actor = start()
    actor.send({ type: 'game.start' })
    actor.send({ type: 'snake.turn', direction: 'left' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS)
    expect(actor.getSnapshot().context.snake[0]).toEqual([5, 4])
    actor.send({ type: 'snake.turn', direction: 'up' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS)
    expect(actor.getSnapshot().context.snake[0]).toEqual([5, 3])
  })
  it('eats the food (score), hits the wall (over), restarts with score 0', async () => {
    const actor = start()
    actor.send({ type: 'game.start' })
    actor.send({ type: 'snake.turn', direction: 'up' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS * 4) // (4,0)
    actor.send({ type: 'snake.turn', direction: 'left' })
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS * 4) // (0,0): the food
    expect(actor.getSnapshot().context.score).toBe(1)
    expect(actor.getSnapshot().context.snake).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS)
    expect(actor.getSnapshot().matches('over')).toBe(true)
    await vi.advanceTimersByTimeAsync(SNAKE_TICK_MS * 3)
    expect(actor.getSnapshot().matches('over')).toBe(true)
    actor.send({ type: 'game.restart' })
    expect(actor.getSnapshot().matches('playing')).toBe(true)
    expect(actor.getSnapshot().context.score).toBe(0)
    expect(actor.getSnapshot().context.snake).toHaveLength(3)
  })
})
