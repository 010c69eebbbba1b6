import { db } from '../db'
import type { Rng } from '../lib/rng'

/** [section, indicator, unit, default plan, points per unit] */
const INDICATORS: [string, string, string, number, number][] = [
  ['Учебная работа', 'Разработка учебно-методических пособий', 'шт.', 1, 10],
  ['Учебная работа', 'Руководство выпускными квалификационными работами', 'чел.', 4, 3],
  ['Учебная работа', 'Обновление рабочих программ дисциплин', 'шт.', 2, 4],
  ['Научная работа', 'Статьи в журналах из перечня ВАК', 'шт.', 2, 12],
  ['Научная работа', 'Статьи в изданиях Scopus и Web of Science', 'шт.', 1, 25],
  ['Научная работа', 'Доклады на конференциях', 'шт.', 2, 5],
  ['Научная работа', 'Привлечённое финансирование НИОКР', 'тыс. руб.', 100, 0.1],
  ['Воспитательная работа', 'Кураторство студенческих групп', 'групп', 1, 6],
  ['Воспитательная работа', 'Подготовка студентов к олимпиадам и конкурсам', 'чел.', 2, 4],
]
const EVIDENCE = [
  'Приказ ректора',
  'Выписка из протокола заседания кафедры',
  'Ссылка на статью в eLIBRARY',
  'Сертификат участника',
  'Акт выполненных работ по договору',
]

/** Indicators, and for the demo teachers and the teaching population their plan and fact for 2025/2026 and 2026/2027. */
export function seedEffective(rng: Rng): void {
  INDICATORS.forEach(([section, name, unit, plan, weight], i) =>
    db.ecIndicator.create({ id: i + 1, section, name, unit, plan, weight }),
  )
  const teachers = [2, 8, ...Array.from({ length: 60 }, (_, i) => 1000 + i)]
  let id = 1
  for (const year of [2025, 2026])
    for (const teacherID of teachers)
      INDICATORS.forEach(([, , , plan], i) => {
        // 2026/2027 is under way: facts so far are smaller
        const share = year === 2026 ? rng.int(0, 8) / 10 : rng.int(3, 16) / 10
        const fact = Math.round(plan * share + (plan === 1 ? rng.int(0, 1) : 0))
        db.ecValue.create({
          id: id++,
          teacherID,
          indicatorID: i + 1,
          year,
          plan,
          fact,
          evidence: fact > 0 ? rng.pick(EVIDENCE) : '',
        })
      })
}
