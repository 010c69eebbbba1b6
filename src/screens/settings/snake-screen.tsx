import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { snakeMachine, type Direction } from '@/machines/shell/snake.machine'
import {
  selectBoardSize,
  selectFood,
  selectScore,
  selectSnake,
  selectSnakeStatus,
} from '@/machines/shell/snake.selectors'
import { snakeTexts as t } from '@/texts/ru/shell'
import type { ScreenProps } from '@/lib/screen-props'
import './snake.css'

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
  ц: 'up',
  ы: 'down',
  ф: 'left',
  в: 'right',
}

/** /Game/Snake: the easter egg behind three clicks on the build date (public). */
export function SnakeScreen({ logic = snakeMachine }: Partial<ScreenProps> & { logic?: typeof snakeMachine }) {
  const actor = useActorRef(logic, { input: {} })
  const status = useSelector(actor, selectSnakeStatus)
  const score = useSelector(actor, selectScore)
  const snake = useSelector(actor, selectSnake)
  const food = useSelector(actor, selectFood)
  const size = useSelector(actor, selectBoardSize)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const direction = KEYS[e.key] ?? KEYS[e.key.toLowerCase()]
      if (direction) {
        e.preventDefault()
        const state = actor.getSnapshot()
        if (state.matches('ready')) actor.send({ type: 'game.start' })
        actor.send({ type: 'snake.turn', direction })
      } else if (e.key === ' ' && !(target instanceof HTMLButtonElement)) {
        e.preventDefault()
        const state = actor.getSnapshot()
        actor.send({
          type: state.matches('playing')
            ? 'game.pause'
            : state.matches('paused')
              ? 'game.resume'
              : state.matches('ready')
                ? 'game.start'
                : 'game.restart',
        })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [actor])

  const occupied = new Map<string, 'head' | 'body'>()
  snake.forEach(([x, y], i) => occupied.set(`${x}:${y}`, i === 0 ? 'head' : 'body'))
  const cells = []
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const kind = occupied.get(`${x}:${y}`) ?? (food[0] === x && food[1] === y ? 'food' : 'empty')
      cells.push(<span key={`${x}:${y}`} className={`snake-cell snake-${kind}`} />)
    }
  }
  const turn = (direction: Direction) => {
    if (actor.getSnapshot().matches('ready')) actor.send({ type: 'game.start' })
    actor.send({ type: 'snake.turn', direction })
  }

  return (
    <div className="page snake-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.hint}</p>
      <div className="snake-bar">
        <span>
          {t.score}: <strong data-testid="snake-score">{score}</strong>
        </span>
        {status === 'ready' && <Button label={t.start} onClick={() => actor.send({ type: 'game.start' })} />}
        {status === 'playing' && <Button label={t.pause} outlined onClick={() => actor.send({ type: 'game.pause' })} />}
        {status === 'paused' && <Button label={t.resume} onClick={() => actor.send({ type: 'game.resume' })} />}
        <Button label={t.restart} outlined onClick={() => actor.send({ type: 'game.restart' })} />
      </div>
      <div className="snake-board-wrap">
        <div
          className="snake-board"
          role="img"
          aria-label={t.board(score)}
          style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
          data-status={status}
        >
          {cells}
        </div>
        {status === 'over' && (
          <div className="snake-over" role="alert">
            <strong>{t.gameOver}</strong>
            <span>
              {t.score}: {score}
            </span>
          </div>
        )}
      </div>
      <div className="snake-pad" aria-label="Управление">
        <Button icon="pi pi-arrow-up" aria-label={t.up} className="pad-up" onClick={() => turn('up')} />
        <Button icon="pi pi-arrow-left" aria-label={t.left} className="pad-left" onClick={() => turn('left')} />
        <Button icon="pi pi-arrow-right" aria-label={t.right} className="pad-right" onClick={() => turn('right')} />
        <Button icon="pi pi-arrow-down" aria-label={t.down} className="pad-down" onClick={() => turn('down')} />
      </div>
      <p>
        <Link href="/">{t.back}</Link>
      </p>
    </div>
  )
}

export default SnakeScreen
