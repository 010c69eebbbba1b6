import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'

const PROGRAMMES: Record<number, string[]> = {
  1: ['09.03.01 Информатика и вычислительная техника', '09.03.04 Программная инженерия'],
  2: ['38.03.01 Экономика', '38.03.02 Менеджмент'],
  3: ['15.03.01 Машиностроение', '15.03.05 Конструкторско-технологическое обеспечение'],
  4: ['13.03.02 Электроэнергетика и электротехника', '13.03.01 Теплоэнергетика'],
  5: ['40.03.01 Юриспруденция', '40.03.02 Обеспечение законности'],
}
const FORMS = ['очная', 'очно-заочная', 'заочная']

/** About 60 transfers over this and the last academic year, spread over the students' faculties. */
export function seedTransfers(rng: Rng): void {
  const students = db.user.findMany({ where: { kind: { equals: 'student' } } }).filter((s) => s.userID >= 2000)
  const groups = db.studyGroup.getAll()
  const start = SEED_NOW.getFullYear() - 1
  for (let id = 1; id <= 60; id++) {
    const student = rng.pick(students)
    const own = groups.find((g) => g.groupID === student.groupID)
    const facultyID = own?.facultyID ?? 1
    const kind = rng.pick(['group', 'group', 'programme', 'form'] as const)
    const peers = groups.filter((g) => g.facultyID === facultyID && g.groupID !== student.groupID)
    const [from, to] =
      kind === 'group'
        ? [own?.name ?? '', rng.pick(peers).name]
        : kind === 'programme'
          ? rng.shuffle(PROGRAMMES[facultyID] ?? PROGRAMMES[1]!)
          : rng.shuffle(FORMS).slice(0, 2)
    // September of last year … November of this one (the seed's today)
    const monthIndex = rng.int(0, 14)
    const year = start + Math.floor((8 + monthIndex) / 12)
    const month = ((8 + monthIndex) % 12) + 1
    db.studentTransfer.create({
      id,
      date: `${year}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      studentID: student.userID,
      kind,
      from: from!,
      to: to!,
      facultyID,
    })
  }
}
