import { db } from '../db'
import type { Rng } from '../lib/rng'
import { fullName, randomPerson } from '../lib/names'
import { seedSchoolxProgramme } from './schoolx-programme.seed'
import { seedSchoolxPlans } from './schoolx-plans.seed'

/**
 * A year of «Школа Х»: feedback periods around the demo's «today» (2026-11-20; the shell seeds the open
 * ones: 1 feedback Nov–Dec, 3 module choice Nov 10 – Dec 20), 150 school students with negative ids
 * plus the demo student −101, modules with themes, places and teachers, and the criteria. The filled
 * feedback of the seeded students is not stored: the handlers derive it lazily and deterministically
 * (schoolx.handlers.ts, `baselineAnswers`), so the seed stays small.
 */
export const SCHOOLX_EXTRA_PERIODS = [
  { periodID: 11, typeID: 1, name: 'Обратная связь за вводный модуль', dateStart: '2026-09-21', dateEnd: '2026-10-04' },
  { periodID: 12, typeID: 1, name: 'Обратная связь за второй модуль', dateStart: '2027-02-15', dateEnd: '2027-03-01' },
] as const

export const SCHOOLX_DEMO_STUDENT = -101
export const SCHOOLX_DEMO_TEACHER = 23
export const SCHOOLX_YEAR = 2026
export const SCHOOLX_STUDENTS = 150

const MODULES = [
  ['Робототехника', 'Собираем и программируем учебных роботов.'],
  ['Основы программирования на Python', 'Переменные, циклы, функции и первые проекты.'],
  ['Медиашкола', 'Текст, фото и видео для школьной редакции.'],
  ['Финансовая грамотность', 'Бюджет семьи, вклады, налоги и мошенники.'],
  ['Химия вокруг нас', 'Опыты с веществами, которые есть дома.'],
  ['3D-моделирование', 'Модели в Blender и печать на 3D-принтере.'],
  ['Дебаты', 'Аргументы, контраргументы и работа в команде.'],
  ['Биотехнологии', 'Клетки, ферменты и лабораторная практика.'],
  ['Предпринимательство', 'От идеи до первого клиента.'],
  ['Анализ данных', 'Таблицы, графики и выводы по данным.'],
  ['Инженерная графика', 'Чертёж, эскиз и техническая документация.'],
  ['Психология общения', 'Как договариваться и слышать друг друга.'],
] as const

const THEMES = ['Вводное занятие', 'Практикум', 'Проектная работа', 'Защита проекта'] as const

const CRITERIA = [
  ['Понятность объяснений', 10],
  ['Практическая польза', 10],
  ['Организация занятий', 5],
  ['Интерес к теме', 5],
] as const

export function seedSchoolx(rng: Rng): void {
  for (const period of SCHOOLX_EXTRA_PERIODS) db.schoolXPeriod.create({ ...period })
  CRITERIA.forEach(([name, maxPoints], i) => db.schoolxCriterion.create({ criteriaID: i + 1, name, maxPoints }))
  MODULES.forEach(([name, description], i) => {
    const course = (i % 3) + 1
    const teacherIDs = i % 4 === 0 ? [SCHOOLX_DEMO_TEACHER, 1000 + i] : [1000 + i, 1012 + i].slice(0, 1 + (i % 2))
    db.schoolxModule.create({
      moduleID: i + 1,
      name,
      description,
      course,
      places: rng.int(14, 22),
      teacherIDs,
      themes: JSON.stringify(THEMES.map((t, n) => ({ themeID: (i + 1) * 10 + n + 1, name: t }))),
    })
  })
  const byCourse = (course: number) => MODULES.map((_, i) => i + 1).filter((id) => ((id - 1) % 3) + 1 === course)
  db.schoolxStudent.create({
    studentID: SCHOOLX_DEMO_STUDENT,
    fio: 'Фёдорова София Андреевна',
    course: 1,
    year: SCHOOLX_YEAR,
    moduleIDs: byCourse(1).slice(0, 3),
  })
  for (let i = 0; i < SCHOOLX_STUDENTS; i++) {
    const course = (i % 3) + 1
    const own = rng.shuffle(byCourse(course)).slice(0, rng.int(2, 3))
    db.schoolxStudent.create({
      studentID: -1001 - i,
      fio: fullName(randomPerson(rng)),
      course,
      year: SCHOOLX_YEAR,
      moduleIDs: own.sort((a, b) => a - b),
    })
  }
  seedSchoolxProgramme(rng)
  seedSchoolxPlans()
}
