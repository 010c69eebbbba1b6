import { db } from '../db'
import { SEED_NOW } from '../lib/rng'

const dayFromSeed = (days: number) => new Date(SEED_NOW.getTime() + days * 864e5).toISOString().slice(0, 10)

interface SeedBoard {
  name: string
  ownerID: number
  memberIDs: number[]
  archived?: boolean
  columns: string[]
  /** [name, colour]; a card's labels are indexes into this list. */
  labels?: [string, string][]
  /** [column index, title, description, assigneeID, due in days from the seed (null: none)] */
  cards: [number, string, string, number, number | null][]
}

/** The demo's boards: the student (1), the administrator (7) and the teacher (8) share two; one is archived. */
const BOARDS: SeedBoard[] = [
  {
    name: 'Курсовой проект: мобильное приложение',
    ownerID: 1,
    memberIDs: [1, 7, 8],
    columns: ['Нужно сделать', 'В работе', 'На проверке', 'Готово'],
    labels: [
      ['Срочно', 'red'],
      ['Дизайн', 'purple'],
      ['Документация', 'blue'],
    ],
    cards: [
      [0, 'Макеты экранов', 'Главный экран, расписание и профиль. Показать руководителю.', 1, 3],
      [0, 'Список литературы', 'Не меньше 15 источников, оформление по ГОСТ 7.1.', 0, 10],
      [1, 'Авторизация через личный кабинет', 'OAuth: зарегистрировать приложение у администратора портала.', 1, 1],
      [1, 'Офлайн-режим расписания', 'Кэшировать последнюю неделю <b>без</b> сети.', 8, null],
      [2, 'Введение и цели работы', 'Первая глава пояснительной записки.', 8, -1],
      [3, 'Тема утверждена', '', 7, -7],
    ],
  },
  {
    name: 'Подготовка к конференции «Наука молодых»',
    ownerID: 8,
    memberIDs: [8, 1],
    columns: ['Идеи', 'В работе', 'Готово'],
    labels: [['Доклад', 'green']],
    cards: [
      [0, 'Тезисы доклада', 'До 2 страниц, шрифт 14.', 1, 5],
      [1, 'Презентация', '10–12 слайдов.', 1, 8],
      [2, 'Заявка отправлена', '', 8, -2],
    ],
  },
  {
    name: 'Обновление портала: весенний семестр',
    ownerID: 7,
    memberIDs: [7],
    columns: ['Нужно сделать', 'В работе', 'Готово'],
    cards: [[0, 'Проверить пункты меню', 'Ссылки на библиотеку и профком.', 7, 14]],
  },
  {
    name: 'Летняя практика 2026',
    ownerID: 1,
    memberIDs: [1, 8],
    archived: true,
    columns: ['Нужно сделать', 'Готово'],
    cards: [[1, 'Отчёт по практике сдан', '', 1, -120]],
  },
]

/** Card details by card id: [label indexes, checklist [text, done][], comments [authorID, text, days ago][]]. */
const DETAILS: Record<number, [number[], [string, boolean][], [number, string, number][]]> = {
  1: [
    [1],
    [
      ['Главный экран', true],
      ['Расписание', true],
      ['Профиль', false],
    ],
    [
      [8, 'Покажите макеты на консультации во вторник.', 2],
      [1, 'Хорошо, принесу распечатки.', 1],
    ],
  ],
  2: [[2], [['Найти 15 источников', false]], []],
  3: [[0], [], [[7, 'Заявку на приложение я одобрил, данные для входа в письме.', 3]]],
  5: [[2], [], []],
  7: [
    [0],
    [
      ['Черновик тезисов', true],
      ['Проверка руководителем', false],
    ],
    [],
  ],
}

function seedDetails(cardID: number, labelIDs: number[]) {
  const [labels = [], checklist = [], comments = []] = DETAILS[cardID] ?? []
  db.boardCard.update({
    where: { id: { equals: cardID } },
    data: { labelIDs: labels.map((i) => labelIDs[i]).filter((id) => id !== undefined) },
  })
  for (const [text, done] of checklist)
    db.boardChecklistItem.create({ id: db.boardChecklistItem.count() + 1, cardID, text, done })
  for (const [authorID, text, ago] of comments)
    db.boardComment.create({
      id: db.boardComment.count() + 1,
      cardID,
      authorID,
      text,
      created: new Date(SEED_NOW.getTime() - ago * 864e5).toISOString(),
    })
}

/** Seeds the boards, their columns and cards with fixed ids (not journaled: rebuilt at every boot). */
export function seedBoards(): void {
  let columnID = 1
  let cardID = 1
  BOARDS.forEach((b, i) => {
    const boardID = i + 1
    db.board.create({
      id: boardID,
      name: b.name,
      ownerID: b.ownerID,
      memberIDs: b.memberIDs,
      archived: Boolean(b.archived),
      created: dayFromSeed(-30 + i),
    })
    const ids = b.columns.map((name, position) => {
      db.boardColumn.create({ id: columnID, boardID, name, position })
      return columnID++
    })
    const labelIDs = (b.labels ?? []).map(([name, color]) => {
      const id = db.boardLabel.count() + 1
      db.boardLabel.create({ id, boardID, name, color })
      return id
    })
    const positions = new Map<number, number>()
    for (const [column, title, description, assigneeID, due] of b.cards) {
      const position = positions.get(column) ?? 0
      positions.set(column, position + 1)
      db.boardCard.create({
        id: cardID++,
        boardID,
        columnID: ids[column],
        position,
        title,
        description,
        assigneeID,
        due: due === null ? '' : dayFromSeed(due),
      })
      seedDetails(cardID - 1, labelIDs)
    }
  })
}
