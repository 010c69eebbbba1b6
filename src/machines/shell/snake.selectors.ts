import type { SnapshotFrom } from 'xstate'
import type { snakeMachine } from './snake.machine'

type Snapshot = SnapshotFrom<typeof snakeMachine>

export const selectSnakeStatus = (s: Snapshot) =>
  s.matches('ready') ? 'ready' : s.matches('playing') ? 'playing' : s.matches('paused') ? 'paused' : 'over'
export const selectScore = (s: Snapshot) => s.context.score
export const selectSnake = (s: Snapshot) => s.context.snake
export const selectFood = (s: Snapshot) => s.context.food
export const selectBoardSize = (s: Snapshot) => s.context.size
