import { db } from '../db'

/** Group id of faculty f, course c, full-time (users.seed: f*100 + c*10 + 1). */
const g = (faculty: number, course: number) => faculty * 100 + course * 10 + 1
const nameOf = (groupID: number) => db.studyGroup.findFirst({ where: { groupID: { equals: groupID } } })?.name ?? ''

/** The office's streams of the current semester and a few drafts of the next (/RaspManager/Teams, /TeamsNew). */
export function seedRaspTeams(): void {
  const rows: [number, 'current' | 'next', string, number[]][] = [
    [1, 'current', 'Поток 1 курса: высшая математика', [g(1, 1), g(3, 1), g(4, 1)]],
    [1, 'current', 'Поток 1 курса: история России', [g(2, 1), g(5, 1)]],
    [1, 'current', 'Поток 2 курса: философия', [g(1, 2), g(2, 2), g(3, 2), g(4, 2), g(5, 2)]],
    [1, 'current', 'Поток 3 курса: безопасность жизнедеятельности', [g(1, 3), g(3, 3), g(4, 3)]],
    [2, 'current', `${nameOf(g(1, 3))}/1`, [g(1, 3)]],
    [2, 'current', `${nameOf(g(1, 3))}/2`, [g(1, 3)]],
    [2, 'current', `${nameOf(g(1, 2))}/1`, [g(1, 2)]],
    [2, 'current', `${nameOf(g(1, 2))}/2`, [g(1, 2)]],
    [3, 'current', 'Английский язык, 1 курс, группа А', [g(1, 1), g(2, 1)]],
    [3, 'current', 'Немецкий язык, 1 курс', [g(3, 1), g(4, 1)]],
    [1, 'next', 'Поток 1 курса: высшая математика', [g(1, 1), g(3, 1), g(4, 1)]],
    [1, 'next', 'Поток 2 курса: экономическая теория', [g(1, 2), g(2, 2)]],
  ]
  rows.forEach(([typeID, semester, name, groupIDs], i) =>
    db.raspTeam.create({ id: i + 1, typeID, semester, name, groupIDs }),
  )
}
