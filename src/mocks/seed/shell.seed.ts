import { db } from '../db'
import type { Rng } from '../lib/rng'

/**
 * Works of every category the work-opening redirect distinguishes (spec 1 §4), with fixed ids so the
 * demo and the tests can open each: /openWork/101 … /openWork/113.
 */
export const SEEDED_WORKS = [
  {
    workID: 101,
    category: 'ФинНИР',
    workName: 'Заявка НИОКТР',
    typeID: 31,
    status: 23,
    title: 'Заявка на НИОКТР «Цифровой двойник литейного цеха» (в редактировании)',
  },
  {
    workID: 102,
    category: 'ФинНИР',
    workName: 'Заявка НИОКТР',
    typeID: 31,
    status: 5,
    title: 'Заявка на НИОКТР «Композитные материалы для авиастроения»',
  },
  {
    workID: 103,
    category: 'НИД',
    workName: 'Подрядные работы',
    typeID: 40,
    status: 2,
    title: 'Договор на экспертизу проектной документации',
  },
  {
    workID: 104,
    category: 'Портфолио',
    workName: 'Многофакторные нормативные показатели',
    typeID: 55,
    status: 0,
    title: 'Показатели эффективности за 2025/2026 учебный год',
  },
  {
    workID: 105,
    category: 'ОБР',
    workName: 'Программа ДПО',
    typeID: 61,
    status: 1,
    title: 'Программа повышения квалификации «Анализ данных на Python»',
  },
  {
    workID: 106,
    category: 'НИД',
    workName: 'Скиф',
    typeID: 70,
    status: 1,
    title: 'Работа СКИФ: синхротронные исследования',
  },
  { workID: 107, category: 'НИД', workName: 'СкифРазработка', typeID: 71, status: 1, title: 'Разработка станции СКИФ' },
  {
    workID: 108,
    category: 'НИД',
    workName: 'Статья',
    typeID: 2,
    status: 3,
    title: 'Статья «Оптимизация маршрутов беспилотных систем»',
  },
  {
    workID: 109,
    category: 'Учеб',
    workName: 'Учебное пособие',
    typeID: 12,
    status: 3,
    title: 'Учебное пособие «Основы программирования»',
  },
  {
    workID: 110,
    category: 'ФинНИР',
    workName: 'Грант',
    typeID: 33,
    status: 3,
    title: 'Грант РНФ на исследование сплавов',
  },
  {
    workID: 111,
    category: 'ОБР',
    workName: 'Монография',
    typeID: 5,
    status: 3,
    title: 'Монография «История донского края»',
  },
  {
    workID: 112,
    category: 'Достижения',
    workName: 'Диплом олимпиады',
    typeID: 80,
    status: 3,
    title: 'Диплом победителя олимпиады по программированию',
  },
  {
    workID: 113,
    category: 'Спорт',
    workName: 'Спортивное достижение',
    typeID: 85,
    status: 3,
    title: 'Первое место в спартакиаде первокурсников',
  },
] as const

export const SEEDED_PERIODS = [
  { periodID: 1, typeID: 1, name: 'Обратная связь за первый модуль', dateStart: '2026-11-01', dateEnd: '2026-12-31' },
  { periodID: 2, typeID: 2, name: 'Учебный период (осень)', dateStart: '2026-09-01', dateEnd: '2026-12-28' },
  { periodID: 3, typeID: 3, name: 'Выбор модулей на второе полугодие', dateStart: '2026-11-10', dateEnd: '2026-12-20' },
  { periodID: 4, typeID: 3, name: 'Выбор модулей (весна)', dateStart: '2027-04-01', dateEnd: '2027-04-30' },
] as const

/** Deterministic demo data of the shell area (runs after users and core data exist). */
export function seedShell(_rng: Rng): void {
  for (const work of SEEDED_WORKS) db.workLookup.create({ ...work, userID: 2 })
  for (const period of SEEDED_PERIODS) db.schoolXPeriod.create({ ...period })
}
