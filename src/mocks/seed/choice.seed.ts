import { db } from '../db'
import { FACULTIES } from './users.seed'

/** A date `days` from today (Moscow), yyyy-mm-dd: the open windows stay open whenever the demo runs. */
export const choiceDay = (days = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** Elective disciplines of each faculty: [name, description]. */
const POOLS: Record<number, [string, string][]> = {
  1: [
    ['Машинное обучение', 'Классические модели, оценка качества, практикум на Python.'],
    ['Разработка мобильных приложений', 'Android и iOS, интерфейсы, публикация в магазинах приложений.'],
    ['Компьютерное зрение', 'Обработка изображений, свёрточные сети, распознавание объектов.'],
    ['Облачные вычисления', 'Контейнеры, оркестрация, проектирование облачных сервисов.'],
    ['Функциональное программирование', 'Чистые функции, типы, Haskell и F# на практике.'],
    ['Информационная безопасность', 'Угрозы, криптография, защита веб-приложений.'],
    ['Анализ больших данных', 'Хранилища, распределённая обработка, визуализация.'],
  ],
  2: [
    ['Финансовый менеджмент', 'Оценка проектов, управление капиталом и рисками.'],
    ['Маркетинговые исследования', 'Опросы, фокус-группы, анализ рынка.'],
    ['Управление проектами', 'Планирование, сроки, команды, гибкие методологии.'],
    ['Бизнес-аналитика', 'Показатели, отчёты, работа с данными компании.'],
    ['Логистика', 'Цепи поставок, склады, транспорт.'],
    ['Налоговое планирование', 'Налоговые режимы и их выбор для организации.'],
    ['Цифровая экономика', 'Платформы, электронная коммерция, цифровые деньги.'],
  ],
  3: [
    ['Аддитивные технологии', '3D-печать металлами и полимерами.'],
    ['Станки с ЧПУ', 'Программирование и наладка станков с числовым управлением.'],
    ['Робототехнические комплексы', 'Промышленные роботы в производстве.'],
    ['Техническое регулирование', 'Стандарты, сертификация, контроль качества.'],
    ['Инженерный анализ в CAE-системах', 'Расчёты прочности методом конечных элементов.'],
    ['Гидропривод', 'Гидравлические машины и системы.'],
    ['Сварочное производство', 'Способы сварки, контроль сварных соединений.'],
  ],
  4: [
    ['Возобновляемая энергетика', 'Солнечные и ветровые установки, накопители.'],
    ['Релейная защита', 'Защита и автоматика электрических сетей.'],
    ['Энергосбережение', 'Энергоаудит, снижение потерь на предприятии.'],
    ['Электропривод', 'Регулируемый привод, преобразователи частоты.'],
    ['Умные сети', 'Цифровые подстанции, учёт и управление нагрузкой.'],
    ['Тепловые насосы', 'Расчёт и применение тепловых насосов.'],
    ['Кабельные линии', 'Проектирование и эксплуатация кабельных сетей.'],
  ],
  5: [
    ['Международное частное право', 'Коллизионные нормы, иностранный элемент в сделках.'],
    ['Корпоративное право', 'Общества, участники, корпоративные споры.'],
    ['Право интеллектуальной собственности', 'Авторское право, патенты, товарные знаки.'],
    ['Криминалистика', 'Тактика следственных действий, экспертизы.'],
    ['Медиация', 'Переговоры и внесудебное урегулирование споров.'],
    ['Земельное право', 'Оборот земли, кадастр, споры о границах.'],
    ['Цифровое право', 'Персональные данные, электронные сделки.'],
  ],
}

/** The departments that teach each faculty's electives (the seed's teachers carry these names). */
const DEPARTMENTS: Record<number, string[]> = {
  1: ['Кафедра программного обеспечения', 'Кафедра информационных систем'],
  2: ['Кафедра экономики'],
  3: ['Кафедра технологии машиностроения'],
  4: ['Кафедра электроэнергетики'],
  5: ['Кафедра гражданского права'],
}

/** The student demo user's faculty and course: one discipline of its second block is full. */
const FULL_AT = { facultyID: 1, course: 3 }
/** The faculty and course whose window is already over (read-only demo). */
const CLOSED_AT = { facultyID: 1, course: 4 }

const studentsOf = (facultyID: number, course: number) => {
  const groups = new Set(
    db.studyGroup
      .getAll()
      .filter((g) => g.facultyID === facultyID && g.course === course)
      .map((g) => g.groupID),
  )
  return db.user
    .findMany({ where: { kind: { equals: 'student' } } })
    .filter((u) => groups.has(u.groupID))
    .sort((a, b) => a.userID - b.userID)
}

/** Windows, blocks and disciplines for courses 2–4 of every faculty; about half of the students chose already. */
export function seedChoice(): void {
  const teachers = db.user.findMany({ where: { kind: { equals: 'teacher' } } }).filter((u) => u.userID >= 1000)
  let windowID = 1
  let blockID = 1
  let disciplineID = 1
  let selectionID = 1
  for (const faculty of FACULTIES) {
    const own = teachers.filter((u) => DEPARTMENTS[faculty.facultyID].includes(u.department))
    for (let course = 2; course <= 4; course++) {
      const closed = faculty.facultyID === CLOSED_AT.facultyID && course === CLOSED_AT.course
      db.choiceWindow.create({
        id: windowID++,
        facultyID: faculty.facultyID,
        course,
        dateFrom: choiceDay(closed ? -40 : -10),
        dateTo: choiceDay(closed ? -12 : 20),
      })
      const pool = POOLS[faculty.facultyID]
      const shift = course - 2
      const pick = (i: number) => pool[(i + shift * 2) % pool.length]
      const semester = course * 2
      const blocks = [
        { size: 3, choose: 1, from: 0 },
        { size: 4, choose: 2, from: 3 },
      ].map((spec, b) => {
        const id = blockID++
        db.choiceBlock.create({
          blockID: id,
          facultyID: faculty.facultyID,
          course,
          semester,
          title: `Дисциплины по выбору ${b + 1} (Б1.В.ДВ.0${b + 1})`,
          choose: spec.choose,
          description: b === 0 ? 'Профильная дисциплина семестра.' : 'Две дисциплины углублённой подготовки.',
        })
        const ids = Array.from({ length: spec.size }, (_, i) => {
          const [name, description] = pick(spec.from + i)
          const teacher = own[(spec.from + i + course) % Math.max(1, own.length)]
          const did = disciplineID++
          db.choiceDiscipline.create({
            disciplineID: did,
            blockID: id,
            name,
            credits: b === 0 ? 4 : 3,
            hours: b === 0 ? 144 : 108,
            teacherID: teacher?.userID ?? 0,
            description,
            seats: 25,
          })
          return did
        })
        return { id, ids }
      })
      // About half of the generated students of every group chose already (the named demo users did not):
      // block 1 in turn, block 2 always its last discipline and one more.
      const choosers = studentsOf(faculty.facultyID, course).filter((u) => u.userID >= 2000 && u.userID % 80 < 40)
      choosers.forEach((u, k) => {
        const picks: [number, number][] = [
          [blocks[0].id, blocks[0].ids[k % 3]],
          [blocks[1].id, blocks[1].ids[3]],
          [blocks[1].id, blocks[1].ids[k % 3]],
        ]
        for (const [bid, did] of picks)
          db.choiceSelection.create({ id: selectionID++, studentID: u.userID, blockID: bid, disciplineID: did })
      })
      if (faculty.facultyID === FULL_AT.facultyID && course === FULL_AT.course) {
        db.choiceDiscipline.update({
          where: { disciplineID: { equals: blocks[1].ids[3] } },
          data: { seats: Math.max(1, choosers.length) },
        })
      }
    }
  }
}
