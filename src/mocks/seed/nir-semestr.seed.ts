import { db } from '../db'

/** The «master» demo user (id 13) and six master students of the seed, each with a supervisor. */
const MASTER = 13
const TOPICS = [
  'Нейросетевые модели прогнозирования износа режущего инструмента',
  'Цифровой двойник участка механообработки',
  'Методы защиты веб-приложений от атак внедрения',
  'Оценка эффективности инвестиционных проектов региона',
  'Композитные покрытия деталей сельхозмашин',
  'Оптимизация расписания учебных занятий',
  'Снижение потерь в распределительных электросетях 10 кВ',
]
const MARKS = ['отлично', 'хорошо', 'зачтено', 'отлично', 'удовлетворительно', 'зачтено']
const fio = (userID: number) => {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? `${u.last_name} ${u.first_name} ${u.middle_name}`.trim() : ''
}

/** Reports of the semesters before each student's current one are uploaded and marked; the current one is open. */
export function seedNirSemestr(): void {
  const students = [MASTER, 2200, 2201, 2202, 2203, 2204, 2205]
  let id = 1
  students.forEach((studentID, i) => {
    const current = studentID === MASTER ? 3 : (i % 3) + 2
    const supervisorID = studentID === MASTER ? 2 : 1000 + i
    db.nirsStudent.create({ studentID, supervisorID, currentSemester: current })
    for (let semester = 1; semester <= current; semester++) {
      const open = semester === current
      if (open && (studentID === MASTER || i % 2 === 0)) continue
      const month = semester % 2 === 1 ? '12' : '05'
      const year = 2025 + Math.floor((semester - 1) / 2)
      db.nirsReport.create({
        id: id++,
        studentID,
        semester,
        topic: TOPICS[i],
        plan: `Семестр ${semester}: обзор литературы, постановка задачи, эксперимент и анализ результатов.`,
        fileName: `Отчёт НИР ${semester} семестр.pdf`,
        fileSize: 240_000 + semester * 13_000,
        uploaded: `${year}-${month}-20`,
        mark: open ? '' : MARKS[(i + semester) % MARKS.length],
        markedBy: open ? '' : fio(supervisorID),
        markedAt: open ? '' : `${year}-${month}-26`,
      })
    }
  })
}
