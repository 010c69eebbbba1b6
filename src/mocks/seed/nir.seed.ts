import { db } from '../db'
import { seedNirNews } from './nir-news.seed'
import type { Rng } from '../lib/rng'
import { FINNIR_STATUS, NIR_STATUS, type NirStep } from '@/lib/constants/nir'

/** The author demo user (spec: «author» chip) and the first seeded work id. */
export const NIR_AUTHOR_ID = 2
export const NIR_FIRST_WORK_ID = 1001

const TOPICS = [
  'Оптимизация маршрутов беспилотных транспортных систем',
  'Нейросетевые методы прогнозирования энергопотребления',
  'Цифровой двойник литейного производства',
  'Модели оценки надёжности распределённых систем',
  'Методика обучения программированию в техническом вузе',
  'Композитные материалы для узлов сельхозмашин',
  'Анализ устойчивости региональной экономики',
  'Правовое регулирование обработки персональных данных',
  'Методы верификации программ реального времени',
  'Снижение потерь в распределительных электросетях',
  'Моделирование теплообмена в трубчатых теплообменниках',
  'Обработка естественного языка для русскоязычных текстов',
  'Интеллектуальная система диагностики станочного оборудования',
  'Информационная безопасность облачных сервисов',
  'Формирование инженерного мышления у студентов',
]
const JOURNALS = [
  'Информационные технологии',
  'Программная инженерия',
  'Вестник компьютерных и информационных технологий',
  'Электричество',
  'Вопросы экономики',
  'Прикладная информатика',
]
const PUBLISHERS = ['Издательство ДГТУ', 'Наука', 'Лань', 'Юрайт']

/** Works named by the shell's seeded /openWork lookups (src/mocks/seed/shell.seed.ts) in science categories. */
const LOOKUP_WORKS = [
  { workID: 105, typeID: 7, name: 'Программа повышения квалификации «Анализ данных на Python»', status: 1 },
  { workID: 108, typeID: 1, name: 'Статья «Оптимизация маршрутов беспилотных систем»', status: 3 },
  { workID: 109, typeID: 5, name: 'Учебное пособие «Основы программирования»', status: 3 },
  { workID: 110, typeID: 6, name: 'Грант РНФ на исследование сплавов', status: 3 },
  { workID: 111, typeID: 2, name: 'Монография «История донского края»', status: 3 },
]

export type StepState = 'waiting' | 'confirmed' | 'returned'
export type Steps = Record<NirStep, { state: StepState; fio: string }>
/** The verification steps of a work, all in one state (who acted is empty). */
export function makeSteps(e: StepState, x: StepState = e, l: StepState = e, fio = ''): Steps {
  return {
    export: { state: e, fio: e === 'waiting' ? '' : fio },
    expert: { state: x, fio: x === 'waiting' ? '' : fio },
    library: { state: l, fio: l === 'waiting' ? '' : fio },
  }
}
const waiting = JSON.stringify(makeSteps('waiting'))

function fieldsFor(typeID: number, year: number, rng: Rng): Record<string, unknown> {
  if (typeID === 1)
    return {
      year,
      attr1: rng.pick(JOURNALS),
      attr2: String(rng.int(10, 40)),
      attr3: String(rng.int(1, 12)),
      attr4: `${rng.int(5, 60)}–${rng.int(61, 90)}`,
      language: 1,
    }
  if (typeID === 2 || typeID === 5)
    return { year, publishing: rng.pick(PUBLISHERS), volumeWork: String(rng.int(5, 20)), attr1: rng.pick(PUBLISHERS) }
  return { year, language: 1 }
}

/** Deterministic works: the author's own (every status), other teachers' and the works the shell's lookups name. */
export function seedNir(rng: Rng): void {
  seedNirNews()
  const teachers = db.user.findMany({ where: { userID: { gte: 1000, lte: 1059 } } })
  const students = db.user.findMany({ where: { userID: { gte: 2000, lte: 2059 } } })
  let workID = NIR_FIRST_WORK_ID
  const statuses = [
    NIR_STATUS.draft,
    NIR_STATUS.checking,
    NIR_STATUS.returned,
    NIR_STATUS.accepted,
    NIR_STATUS.checking,
  ]
  for (let i = 0; i < 60; i++) {
    const own = i < 12
    const owner = own ? NIR_AUTHOR_ID : (teachers[i % Math.max(1, teachers.length)]?.userID ?? 1000)
    const typeID = (i % 4) + 1
    const podTips = db.refPodTip.findMany({ where: { typeID: { equals: typeID } } })
    const year = 2019 + (i % 8)
    const status = statuses[i % statuses.length]
    const co =
      own && teachers.length > 2 ? [teachers[(i * 7) % teachers.length], teachers[(i * 7 + 3) % teachers.length]] : []
    const coAuthors: Record<string, unknown>[] = co.map((u, k) => ({
      id: u.userID,
      fio: `${u.last_name} ${u.first_name} ${u.middle_name}`.trim(),
      structure: '',
      influence: k === 0 ? 30 : 20,
    }))
    // student research (НИРС): every third work of other teachers has a student co-author
    const student = !own && i % 3 === 0 ? students[i % Math.max(1, students.length)] : undefined
    if (student)
      coAuthors.push({
        kind: 'student',
        id: student.userID,
        fio: `${student.last_name} ${student.first_name} ${student.middle_name}`.trim(),
        structure: student.groupName,
        influence: 10,
      })
    const name = `${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? ` (часть ${Math.floor(i / TOPICS.length) + 1})` : ''}`
    db.nirWork.create({
      workID: workID++,
      typeID,
      underTypeID: podTips.length ? podTips[i % podTips.length].id : 0,
      status,
      statusAct: 0,
      idUser: owner,
      name,
      fields: JSON.stringify(fieldsFor(typeID, year, rng)),
      coAuthors: JSON.stringify(coAuthors),
      steps:
        status === NIR_STATUS.accepted
          ? JSON.stringify(makeSteps('confirmed', 'confirmed', 'confirmed', 'Белова Татьяна Юрьевна'))
          : status === NIR_STATUS.checking && i % 3 === 1
            ? JSON.stringify(makeSteps('confirmed', 'waiting', 'waiting', 'Морозова Елена Викторовна'))
            : waiting,
      dateInsert: `${year}-0${(i % 9) + 1}-15`,
      isDelete: false,
    })
    if (status === NIR_STATUS.returned)
      db.nirRemark.create({
        id: db.nirRemark.count() + 1,
        workID: workID - 1,
        date: `${year}-10-0${(i % 9) + 1}`,
        fio: 'Белова Татьяна Юрьевна',
        step: 'library',
        text: 'Приложите скан первой страницы публикации и укажите DOI.',
      })
  }
  for (const w of LOOKUP_WORKS)
    db.nirWork.create({
      ...w,
      underTypeID: 0,
      statusAct: 0,
      idUser: NIR_AUTHOR_ID,
      fields: JSON.stringify({ year: 2025, language: 1 }),
      coAuthors: '[]',
      steps: waiting,
      dateInsert: '2025-09-01',
      isDelete: false,
    })
  seedFinNir()
  // every seeded work opens through /openWork/{workID} (the shell's lookup answers its category)
  for (const work of db.nirWork.getAll()) {
    if (db.workLookup.findFirst({ where: { workID: { equals: work.workID } } })) continue
    const type = db.refPubType.findFirst({ where: { id: { equals: work.typeID } } })
    db.workLookup.create({
      workID: work.workID,
      category: type?.category ?? 'НИД',
      workName: type?.name ?? '',
      typeID: work.typeID,
      status: work.status,
      title: work.name,
      userID: work.idUser,
    })
  }
}

const OFFICE_FIO = 'Орлов Игорь Владимирович'
const FILED = '2026-09-15'

/**
 * Claims: the two the shell's /openWork lookups name (101 in editing, 102 rejected), three on review and
 * four accepted ones of teachers of different departments (the register). Each keeps its status history.
 */
export function seedFinNir(): void {
  const fio = (userID: number) => {
    const u = db.user.findFirst({ where: { userID: { equals: userID } } })
    return u ? `${u.last_name} ${u.first_name} ${u.middle_name}`.trim() : ''
  }
  const claim = (
    workID: number,
    idUser: number,
    title: string,
    status: number,
    remarks: { date: string; fio: string; text: string }[] = [],
  ) => {
    const history: { date: string; status: number; fio: string }[] = [
      { date: FILED, status: FINNIR_STATUS.review, fio: fio(idUser) },
    ]
    if (status !== FINNIR_STATUS.review)
      history.push({ date: remarks[0]?.date ?? '2026-09-29', status, fio: remarks[0]?.fio ?? OFFICE_FIO })
    db.finClaim.create({
      workID,
      idUser,
      title,
      leader: 'Кузнецов Дмитрий Сергеевич',
      summary: `Цель работы: ${title.toLowerCase()}. Задачи: обзор, модель, эксперимент, внедрение.`,
      amount: 1_500_000 + (workID % 7) * 250_000,
      term: 12 + (workID % 3) * 6,
      status,
      dateInsert: FILED,
      files: JSON.stringify([{ name: 'Смета.pdf', size: 182_000 }]),
      remarks: JSON.stringify(remarks),
      history: JSON.stringify(history),
    })
    if (workID < 110) return
    db.workLookup.create({
      workID,
      category: 'ФинНИР',
      workName: 'Заявка НИОКТР',
      typeID: 31,
      status,
      title: `Заявка на НИОКТР «${title}»`,
      userID: idUser,
    })
  }
  claim(101, NIR_AUTHOR_ID, 'Цифровой двойник литейного цеха', FINNIR_STATUS.editing, [
    { date: '2026-09-22', fio: OFFICE_FIO, text: 'Уточните смету: расходы на оборудование.' },
  ])
  claim(102, NIR_AUTHOR_ID, 'Композитные материалы для авиастроения', FINNIR_STATUS.rejected)
  const topics = [
    'Нейросетевой прогноз энергопотребления',
    'Диагностика станочного оборудования',
    'Безопасность облачных сервисов',
  ]
  topics.forEach((title, i) => claim(120 + i, 1000 + i, title, FINNIR_STATUS.review))
  const accepted = [
    'Интеллектуальный анализ учебной аналитики',
    'Распределённый реестр учёта научных данных',
    'Оценка эффективности региональных инвестиций',
    'Аддитивные технологии ремонта деталей',
  ]
  accepted.forEach((title, i) => claim(130 + i, 1003 + i, title, FINNIR_STATUS.accepted))
}
