import { db } from '../db'
import type { Rng } from '../lib/rng'
import { fullName, randomPerson } from '../lib/names'

/**
 * The programme's lists (issue 17) for the 2026/2027 year: three or four learning goals per module,
 * participants' drafts with the teachers' comments (the demo participant −101 has one commented draft),
 * the programme's teachers (the users who teach its modules), outside experts, events with attendance
 * and project teams. About 150 records: well inside the seed budget.
 */
const GOALS: readonly (readonly [string, string])[] = [
  ['Понимать основные понятия модуля', 'Устный опрос на втором занятии'],
  ['Применять приёмы модуля на практике', 'Практическая работа'],
  ['Выполнить собственный мини-проект', 'Проект, сданный в срок'],
  ['Представить результат перед группой', 'Защита проекта с ответами на вопросы'],
]
/** Seeded goals are 1…SEEDED_GOALS (their progress is derived); goals added later start unreached. */
export const SEEDED_GOALS = 12 * 4 - 6

const DRAFTS: readonly (readonly [string, string])[] = [
  [
    'Почему я выбрала программу',
    'Мне интересно попробовать себя в инженерии и понять, чем я хочу заниматься после школы.',
  ],
  ['Мои сильные стороны', 'Я умею доводить дела до конца и хорошо работаю в команде, но мне трудно выступать.'],
  ['План на полугодие', 'Закончить проект по робототехнике, подготовиться к олимпиаде и прочитать две книги по теме.'],
  ['Что получилось на первом модуле', 'Получилось собрать первого робота. Не получилось вовремя написать отчёт.'],
  [
    'Эссе о будущей профессии',
    'Я хочу стать инженером-конструктором, потому что мне нравится придумывать, как устроены вещи.',
  ],
  [
    'Рефлексия после защиты',
    'На защите я волновалась, но смогла ответить на все вопросы. В следующий раз отрепетирую заранее.',
  ],
]
const COMMENTS = [
  'Хорошее начало! Попробуйте добавить конкретные шаги и сроки.',
  'Интересная мысль. Что поможет вам преодолеть эту трудность?',
  'Отличная рефлексия, видно, как вы выросли за модуль.',
  'Уточните, какие результаты вы считаете главными.',
]
const POSITIONS = ['Доцент', 'Старший преподаватель', 'Ассистент', 'Профессор'] as const
const EXPERTS: readonly (readonly [string, string])[] = [
  ['ООО «Ростсельмаш»', 'Инженерное проектирование'],
  ['Южный федеральный университет', 'Биотехнологии'],
  ['Технопарк «Кванториум» Ростов-на-Дону', 'Робототехника'],
  ['Газета «Молот»', 'Журналистика'],
  ['ПАО «Сбербанк», Юго-Западный банк', 'Финансовая грамотность'],
  ['Донской государственный технический университет', 'Анализ данных'],
  ['IT-компания «Арсенал»', 'Программирование'],
  ['Ростовский областной центр психологии', 'Психология'],
]
const EVENTS: readonly (readonly [string, string, string])[] = [
  ['2026-09-05', 'Открытие программы «Школа Х»', 'Конгресс-холл ДГТУ'],
  ['2026-09-19', 'Экскурсия в технопарк', 'Технопарк ДГТУ'],
  ['2026-10-03', 'Лекция «Как выбрать профессию»', 'Аудитория 1-333'],
  ['2026-10-17', 'Хакатон первого потока', 'Коворкинг «Цифра»'],
  ['2026-10-31', 'Мастер-класс по публичным выступлениям', 'Аудитория 8-201'],
  ['2026-11-14', 'Встреча с экспертами', 'Конгресс-холл ДГТУ'],
  ['2026-11-28', 'Защита мини-проектов', 'Аудитория 1-333'],
  ['2026-12-12', 'Новогодний фестиваль проектов', 'Конгресс-холл ДГТУ'],
]
const TEAMS = [
  ['Альфа', 'Робот-сортировщик мусора'],
  ['Вектор', 'Школьная газета онлайн'],
  ['Импульс', 'Карта доступной среды района'],
  ['Квант', 'Датчик качества воздуха'],
  ['Орбита', 'Модель спутника из 3D-печати'],
  ['Сигма', 'Бюджет школьного мероприятия'],
  ['Феникс', 'Игра о химии для младших классов'],
  ['Эврика', 'Исследование привычек сна подростков'],
] as const

const ABOUT = [
  [
    'Люблю разбираться, как всё устроено.',
    'Робототехника, шахматы',
    'Найти единомышленников и сделать свой проект',
    'Инженер',
  ],
  ['Пишу рассказы и веду школьный блог.', 'Литература, фотография', 'Научиться работать с видео', 'Журналист'],
  ['Занимаюсь плаванием, люблю математику.', 'Спорт, олимпиадные задачи', 'Понять, какую профессию выбрать', ''],
  [
    'Интересуюсь биологией и медициной.',
    'Опыты, научно-популярные книги',
    'Поработать в настоящей лаборатории',
    'Врач',
  ],
] as const

export function seedSchoolxProgramme(rng: Rng): void {
  let goalID = 0
  for (const m of db.schoolxModule.getAll()) {
    const count = m.moduleID % 2 === 0 ? 3 : 4
    for (const [name, description] of GOALS.slice(0, count))
      db.schoolxGoal.create({ goalID: ++goalID, moduleID: m.moduleID, name, description })
  }
  const students = db.schoolxStudent.getAll()
  const writers = [students[0], ...rng.shuffle(students.slice(1)).slice(0, 24)]
  let draftID = 0
  let commentID = 0
  writers.forEach((st, i) => {
    const count = i === 0 ? 1 : rng.int(1, 3)
    for (let n = 0; n < count; n++) {
      const [title, text] = DRAFTS[(i + n) % DRAFTS.length]
      // September to November, before the demo's «today» (2026-11-20).
      const month = 9 + ((n + i) % 3)
      const date = `2026-${String(month).padStart(2, '0')}-${String(rng.int(2, month === 11 ? 18 : 27)).padStart(2, '0')}`
      db.schoolxDraft.create({ draftID: ++draftID, studentID: st.studentID, title, text, date })
      if (i === 0 || rng.int(0, 2) > 0)
        db.schoolxDraftComment.create({
          commentID: ++commentID,
          draftID,
          authorID: rng.pick([23, 21, 22]),
          text: rng.pick(COMMENTS),
          date: date.replace(/-(\d\d)$/, (_, d: string) => `-${String(Math.min(28, Number(d) + 1)).padStart(2, '0')}`),
        })
    }
  })
  const teacherIDs = [...new Set(db.schoolxModule.getAll().flatMap((m) => m.teacherIDs))].sort((a, b) => a - b)
  let teacherID = 0
  for (const id of teacherIDs) {
    const user = db.user.findFirst({ where: { userID: { equals: id } } })
    if (!user) continue
    const subjects = db.schoolxModule
      .getAll()
      .filter((m) => m.teacherIDs.includes(id))
      .map((m) => m.name)
    db.schoolxTeacher.create({
      teacherID: ++teacherID,
      fio: fullName(user),
      position: POSITIONS[id % POSITIONS.length],
      subject: subjects.join(', '),
      email: user.email || `teacher${id}@donstu.ru`,
    })
  }
  EXPERTS.forEach(([organisation, speciality], i) =>
    db.schoolxExpert.create({
      expertID: i + 1,
      fio: fullName(randomPerson(rng)),
      organisation,
      speciality,
      email: `expert${i + 1}@example.ru`,
    }),
  )
  EVENTS.forEach(([date, name, place], i) => {
    const planned = rng.int(40, 150)
    db.schoolxEvent.create({ eventID: i + 1, date, name, place, planned, attended: planned - rng.int(0, 25) })
  })
  const mentors = db.schoolxTeacher.getAll()
  TEAMS.forEach(([name, project], i) =>
    db.schoolxTeam.create({
      teamID: i + 1,
      name,
      course: (i % 3) + 1,
      mentor: mentors[i % mentors.length]?.fio ?? '',
      members: rng.int(3, 8),
      project,
    }),
  )
  for (const st of rng.shuffle(students.slice(1)).slice(0, 20)) {
    const [about, interests, expectations, profession] = rng.pick(ABOUT)
    const date = `2026-09-${String(rng.int(7, 28)).padStart(2, '0')}`
    db.schoolxAcquaintance.create({ userID: st.studentID, about, interests, expectations, profession, date })
  }
}
