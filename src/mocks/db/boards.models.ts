import { primaryKey } from '@mswjs/data'

/** Kanban boards (issue 18): a board with its members, its columns and its cards. */
export const boardsModels = {
  board: {
    id: primaryKey(Number),
    name: String,
    ownerID: Number,
    memberIDs: () => [] as number[],
    archived: Boolean,
    created: String,
  },
  boardColumn: {
    id: primaryKey(Number),
    boardID: Number,
    name: String,
    position: Number,
  },
  /** assigneeID 0: nobody; due '': no due date. */
  boardCard: {
    id: primaryKey(Number),
    boardID: Number,
    columnID: Number,
    position: Number,
    title: String,
    description: String,
    assigneeID: Number,
    due: String,
    labelIDs: () => [] as number[],
  },
  /** A board-level label (color: a palette name, src/lib/constants/boards.ts). */
  boardLabel: {
    id: primaryKey(Number),
    boardID: Number,
    name: String,
    color: String,
  },
  boardChecklistItem: {
    id: primaryKey(Number),
    cardID: Number,
    text: String,
    done: Boolean,
  },
  boardComment: {
    id: primaryKey(Number),
    cardID: Number,
    authorID: Number,
    text: String,
    created: String,
  },
  /** A file's description (its bytes stay with the page that uploaded it). */
  boardFile: {
    id: primaryKey(Number),
    cardID: Number,
    name: String,
    size: Number,
    type: String,
  },
}
