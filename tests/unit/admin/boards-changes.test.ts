import { afterEach, describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { addClient } from '@/mocks/lib/realtime-hub'
import { getBoard, moveCardOnServer } from '@/api/boards'
import { BOARD_CHANGED_EVENT, cardFileProblem, searchBoardCandidates, sendBoardChange } from '@/api/boards-changes'
import { CARD_FILE_MAX_BYTES } from '@/lib/constants/boards'
import { boardsTexts as t } from '@/texts/ru/boards'
import { failure, signIn } from '../api-test-helpers'

const STUDENT = 1
const ADMIN = 7
const TEACHER = 8
const silent = { silent: true }
const cardID = (title: string) => db.boardCard.findFirst({ where: { title: { equals: title } } })!.id

/** What the hub delivered to a connection of `userID` (the realtime channel's frames). */
function listen(userID: number) {
  const frames: { event: string; data: unknown }[] = []
  const off = addClient({ userID, send: (event, data) => frames.push({ event, data }) })
  offs.push(off)
  return frames
}
const offs: (() => void)[] = []
afterEach(() => offs.splice(0).forEach((off) => off()))

describe('board changes (labels, checklists, comments, files, members) and BoardChanged', () => {
  it('a move by one member reaches the others as the new board; the author gets the stored cards', async () => {
    const teacher = listen(TEACHER)
    const outsider = listen(ADMIN + 100)
    signIn(STUDENT)
    const id = cardID('Макеты экранов')
    const board = await getBoard(1, silent)
    const done = board.columns.at(-1)!.id
    const cards = await moveCardOnServer(1, id, { columnID: done, position: 0 }, silent)
    expect(cards.find((c) => c.id === id)).toMatchObject({ columnID: done, position: 0 })
    const frame = teacher.find((f) => f.event === BOARD_CHANGED_EVENT)!.data as {
      boardID: number
      board: { cards: { id: number; columnID: number }[] }
    }
    expect(frame.boardID).toBe(1)
    expect(frame.board.cards.find((c) => c.id === id)?.columnID).toBe(done)
    expect(outsider, 'not a member: nothing').toEqual([])
  })

  it('labels, checklist items, comments and files: stored, validated in Russian, members only', async () => {
    signIn(STUDENT)
    const id = cardID('Список литературы')
    let board = await sendBoardChange(1, { kind: 'label.create', values: { name: 'Источники', color: 'blue' } }, silent)
    const label = board.labels.find((l) => l.name === 'Источники')!
    expect(
      (await failure(sendBoardChange(1, { kind: 'label.create', values: { name: 'источники', color: 'red' } }, silent)))
        .serverMessage,
    ).toBe(t.labelTaken)
    board = await sendBoardChange(1, { kind: 'card.labels', cardID: id, labelIDs: [label.id] }, silent)
    expect(board.cards.find((c) => c.id === id)?.labelIDs).toEqual([label.id])
    expect(
      (await failure(sendBoardChange(1, { kind: 'card.labels', cardID: id, labelIDs: [999] }, silent))).serverMessage,
    ).toBe(t.labelMissing)

    board = await sendBoardChange(1, { kind: 'checklist.add', cardID: id, text: 'ГОСТ 7.1' }, silent)
    const item = board.cards.find((c) => c.id === id)!.checklist.at(-1)!
    board = await sendBoardChange(1, { kind: 'checklist.toggle', cardID: id, itemID: item.id, done: true }, silent)
    expect(board.cards.find((c) => c.id === id)!.checklist.at(-1)).toEqual({ ...item, done: true })
    expect(
      (await failure(sendBoardChange(1, { kind: 'checklist.add', cardID: id, text: '\u200B ' }, silent))).serverMessage,
    ).toBe(t.checklistItemRequired)

    board = await sendBoardChange(1, { kind: 'comment.add', cardID: id, text: 'Проверьте <i>даты</i>' }, silent)
    expect(board.cards.find((c) => c.id === id)!.comments.at(-1)).toMatchObject({
      authorID: STUDENT,
      author: 'Соколова Анна Игоревна',
      text: 'Проверьте <i>даты</i>',
    })

    const pdf = new File(['%PDF'], 'список.pdf', { type: 'application/pdf' })
    board = await sendBoardChange(1, { kind: 'file.add', cardID: id, file: pdf }, silent)
    expect(board.cards.find((c) => c.id === id)!.files.at(-1)).toMatchObject({ name: 'список.pdf' })
    const exe = new File(['MZ'], 'setup.exe')
    expect((await failure(sendBoardChange(1, { kind: 'file.add', cardID: id, file: exe }, silent))).serverMessage).toBe(
      t.fileTypeRefused,
    )
    // jsdom's File loses its bytes in node's multipart: the size rule is the shared check's
    expect(cardFileProblem({ name: 'скан.PDF', size: CARD_FILE_MAX_BYTES + 1 })).toBe(t.fileTooBig)
    expect(cardFileProblem({ name: 'скан.PDF', size: CARD_FILE_MAX_BYTES })).toBeNull()

    signIn(db.user.getAll().find((u) => ![STUDENT, ADMIN, TEACHER].includes(u.userID))!.userID)
    expect((await failure(sendBoardChange(1, { kind: 'comment.add', cardID: id, text: 'чужой' }, silent))).status).toBe(
      403,
    )
    document.cookie = 'authToken=; Max-Age=0'
    expect((await failure(sendBoardChange(1, { kind: 'comment.add', cardID: id, text: 'гость' }, silent))).status).toBe(
      401,
    )
    signIn(STUDENT)
    expect(
      (
        await failure(
          sendBoardChange(4, { kind: 'comment.add', cardID: cardID('Отчёт по практике сдан'), text: 'архив' }, silent),
        )
      ).serverMessage,
    ).toBe(t.archivedRefused)
  })

  it('the owner adds a member found by name and removes one; the removed member hears it and then gets 403', async () => {
    signIn(TEACHER)
    expect((await failure(sendBoardChange(1, { kind: 'member.add', userID: 2 }, silent))).serverMessage).toBe(
      t.membersOwnerOnly,
    )
    signIn(STUDENT)
    expect((await failure(searchBoardCandidates(1, 'к', silent))).serverMessage).toBe(t.memberSearchShort)
    const someone = db.user.getAll().find((u) => ![1, 7, 8].includes(u.userID))!
    const found = await searchBoardCandidates(1, someone.last_name.slice(0, 4), silent)
    expect(found.map((m) => m.userID)).toContain(someone.userID)
    expect(
      found.some((m) => [1, 7, 8].includes(m.userID)),
      'members are not offered',
    ).toBe(false)
    let board = await sendBoardChange(1, { kind: 'member.add', userID: someone.userID }, silent)
    expect(board.members.map((m) => m.userID)).toContain(someone.userID)
    expect(
      (await failure(sendBoardChange(1, { kind: 'member.add', userID: someone.userID }, silent))).serverMessage,
    ).toBe(t.memberAlready)
    expect((await failure(sendBoardChange(1, { kind: 'member.remove', userID: STUDENT }, silent))).serverMessage).toBe(
      t.memberOwnerStays,
    )

    const teacher = listen(TEACHER)
    board = await sendBoardChange(1, { kind: 'member.remove', userID: TEACHER }, silent)
    expect(board.members.map((m) => m.userID)).not.toContain(TEACHER)
    expect(teacher.at(-1)).toEqual({ event: BOARD_CHANGED_EVENT, data: { boardID: 1, board: null } })
    signIn(TEACHER)
    expect((await failure(getBoard(1, silent))).serverMessage).toBe(t.notMember)
  })
})
