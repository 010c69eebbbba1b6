import { db } from '../db'
import { fullName } from '../lib/names'
import type { ChoiceBlock, ChoiceData } from '@/api/choice'
import { windowOpen } from '@/lib/choice-rules'
import { choiceDay } from '../seed/choice.seed'

/** How many students chose a discipline. */
export const takenOf = (disciplineID: number) =>
  db.choiceSelection.findMany({ where: { disciplineID: { equals: disciplineID } } }).length

export const teacherOf = (teacherID: number) => db.user.findFirst({ where: { userID: { equals: teacherID } } })

export const blocksOf = (facultyID: number, course: number) =>
  db.choiceBlock
    .getAll()
    .filter((b) => b.facultyID === facultyID && b.course === course)
    .sort((a, b) => a.blockID - b.blockID)

export const disciplinesOf = (blockID: number) =>
  db.choiceDiscipline
    .findMany({ where: { blockID: { equals: blockID } } })
    .sort((a, b) => a.disciplineID - b.disciplineID)

export const windowOf = (facultyID: number, course: number) =>
  db.choiceWindow.getAll().find((w) => w.facultyID === facultyID && w.course === course) ?? null

/** A student's view of their faculty and course: the window, the blocks and their own saved choice. */
export function choiceDataOf(studentID: number, groupID: number): ChoiceData | null {
  const group = db.studyGroup.findFirst({ where: { groupID: { equals: groupID } } })
  if (!group) return null
  const mine = new Set(
    db.choiceSelection.findMany({ where: { studentID: { equals: studentID } } }).map((s) => s.disciplineID),
  )
  const w = windowOf(group.facultyID, group.course)
  const blocks: ChoiceBlock[] = blocksOf(group.facultyID, group.course).map((b) => ({
    blockID: b.blockID,
    title: b.title,
    semester: b.semester,
    choose: b.choose,
    description: b.description,
    disciplines: disciplinesOf(b.blockID).map((d) => {
      const teacher = teacherOf(d.teacherID)
      return {
        disciplineID: d.disciplineID,
        name: d.name,
        credits: d.credits,
        hours: d.hours,
        teacher: teacher ? fullName(teacher) : '',
        teacherID: d.teacherID,
        department: teacher?.department ?? '',
        description: d.description,
        seats: d.seats,
        taken: takenOf(d.disciplineID),
        chosen: mine.has(d.disciplineID),
      }
    }),
  }))
  return {
    group: group.name,
    course: group.course,
    window: w ? { dateFrom: w.dateFrom, dateTo: w.dateTo, open: windowOpen(choiceDay(), w.dateFrom, w.dateTo) } : null,
    blocks,
  }
}
