import { db } from '../db'
import type { Rng } from '../lib/rng'

const UGSN = [
  { id: 9, name: '09.00.00 Информатика и вычислительная техника' },
  { id: 1, name: '01.00.00 Математика и механика' },
  { id: 38, name: '38.00.00 Экономика и управление' },
]
const DIRECTIONS: [number, string][] = [
  [9, '09.03.01 Информатика и вычислительная техника'],
  [9, '09.03.04 Программная инженерия'],
  [9, '09.04.01 Информатика и вычислительная техника'],
  [1, '01.03.02 Прикладная математика и информатика'],
  [1, '01.04.02 Прикладная математика и информатика'],
  [38, '38.03.01 Экономика'],
  [38, '38.05.01 Экономическая безопасность'],
]
const PROGRAMMES: Record<string, string[]> = {
  '09.03.01': ['Вычислительные машины, комплексы, системы и сети', 'Технологии разработки программного обеспечения'],
  '09.03.04': ['Разработка программно-информационных систем', 'Программная инженерия информационных систем'],
  '09.04.01': ['Интеллектуальные системы обработки данных'],
  '01.03.02': ['Математическое моделирование и вычислительная математика'],
  '01.04.02': ['Математические методы анализа данных'],
  '38.03.01': ['Экономика предприятий и организаций', 'Финансы и кредит'],
  '38.05.01': ['Экономико-правовое обеспечение экономической безопасности'],
}
const CHAIRMEN = [
  { userID: 11, userFullName: 'Медведев Алексей Михайлович' },
  { userID: 12, userFullName: 'Титова Светлана Игоревна' },
]
const FIRST = [
  ['Алексей', 'Дмитрий', 'Егор', 'Никита'],
  ['Мария', 'Анна', 'Ольга', 'Дарья'],
]
const LAST = [
  ['Смирнов', 'Смирнова'],
  ['Кузнецов', 'Кузнецова'],
  ['Попов', 'Попова'],
  ['Соколов', 'Соколова'],
  ['Лебедев', 'Лебедева'],
  ['Новиков', 'Новикова'],
]
const THEMES = [
  'Разработка веб-сервиса учёта заявок',
  'Анализ устойчивости распределённых систем',
  'Модель прогнозирования спроса',
  'Система распознавания рукописного текста',
  'Оптимизация маршрутов доставки',
]
const GRADES = ['отлично', 'хорошо', 'удовлетворительно']
const COMPETENCES = [
  ['УК-1', 'Способен осуществлять поиск, критический анализ и синтез информации'],
  ['УК-2', 'Способен определять круг задач в рамках поставленной цели'],
  ['ОПК-1', 'Способен применять естественнонаучные и общеинженерные знания'],
  ['ОПК-2', 'Способен использовать современные информационные технологии'],
  ['ПК-1', 'Способен проектировать программные системы'],
  ['ПК-2', 'Способен проводить исследования в профессиональной области'],
]

/** The second GEK secretary (login secretary2). */
const SECOND_SECRETARY = 27

/** Deterministic demo data of the gia area (runs after users and core data exist). */
export function seedGia(rng: Rng): void {
  for (const u of UGSN) db.giaUgsn.create({ ...u, secretarId: 10 })
  DIRECTIONS.forEach(([ugsnid, full], i) => db.giaDirection.create({ id: i + 1, ugsnid, full }))
  let id = 1
  for (const [cipher, names] of Object.entries(PROGRAMMES))
    for (const specialtyName of names) db.giaProgramme.create({ id: id++, cipher, specialtyName })
  id = 1
  for (const [, full] of DIRECTIONS) {
    const cipher = full.split(' ')[0]
    const list = cipher.startsWith('09')
      ? CHAIRMEN
      : cipher.startsWith('01')
        ? [CHAIRMEN[1], CHAIRMEN[0]]
        : [CHAIRMEN[1]]
    for (const c of list) {
      const user = db.user.findFirst({ where: { userID: { equals: c.userID } } })
      db.giaChairman.create({
        id: id++,
        cipher,
        userID: c.userID,
        chairmanID: c.userID * 100,
        userFullName: c.userFullName,
        photoPath: user?.photo ?? '',
      })
    }
    COMPETENCES.forEach(([code, name], i) =>
      db.giaCompetence.create({ id: id * 10 + i, cipher, chiperCompetencies: code, name }),
    )
  }
  let studentID = 1
  for (const c of CHAIRMEN) {
    for (const level of [1, 2, 3]) {
      for (let i = 0; i < 4; i++) {
        const male = rng.next() < 0.5
        const last = LAST[Math.floor(rng.next() * LAST.length)][male ? 0 : 1]
        const first = FIRST[male ? 0 : 1][Math.floor(rng.next() * 4)]
        const group = `${level === 3 ? 'М' : level === 1 ? 'С' : 'Б'}ИВТ-${41 + i}`
        const theme = THEMES[Math.floor(rng.next() * THEMES.length)]
        db.giaStudent.create({
          studentID: studentID++,
          chairmanUserID: c.userID,
          level,
          reportID: i < 2 && level === 2 && c.userID === 11 ? 1 : 0,
          fullName: `${last} ${first}`,
          groupName: group,
          photoPath: '',
          chairmanConfirmed: false,
          text1: `Тема ВКР, ${theme}`,
          text2: `Оценка, ${GRADES[Math.floor(rng.next() * GRADES.length)]}`,
        })
      }
    }
  }
  const protocol = {
    reportID: 1,
    secretarId: 10,
    chairmanId: 11,
    chairmanFullName: 'Медведев Алексей Михайлович',
    chairmanPhoto: db.user.findFirst({ where: { userID: { equals: 11 } } })?.photo ?? '',
    ugsnid: 9,
    directionСipher: '09.03.01 Информатика и вычислительная техника',
    nameOOP: 'Вычислительные машины, комплексы, системы и сети',
    typeProtocol: 2,
    levelEducation: 2,
    porotectionFromTheStateExam: true,
    veryfied: false,
    dateApprovedForTheScienceMethodOfAdviceOnUGSN: '2025-03-14',
    numberApprovedForTheScienceMethodOfAdviceOnUGSN: '7',
    dateProtocolSessionCafAboutApprovalWKR: '2025-10-20',
    numberProtocolSessionCafaboutApprovalWKR: '3',
    dateApprovedMinofScience: '2025-12-01',
    averageOriginality: 78,
    demonstrationPart: 'Презентация',
    orders: [
      {
        serialNumber: 1,
        theme: 'Приказ об утверждении тем ВКР и руководителей',
        dateVeryfied: '2025-11-05',
        number: '1234-с',
      },
      {
        serialNumber: 2,
        theme: 'Приказ о допуске к государственной итоговой аттестации',
        dateVeryfied: '2026-05-20',
        number: '987-с',
      },
    ],
    competencies: [],
    bestWorks: [],
    oThemaStudent: 12,
    oCompanyStatement: 4,
  }
  db.giaReport.create({ reportID: 1, secretarId: 10, chairmanId: 11, veryfied: false, json: JSON.stringify(protocol) })
  // The second secretary's own report: a secretary changes only their own reports.
  const second = {
    ...protocol,
    reportID: 2,
    secretarId: SECOND_SECRETARY,
    chairmanId: 12,
    chairmanFullName: 'Титова Светлана Игоревна',
    chairmanPhoto: db.user.findFirst({ where: { userID: { equals: 12 } } })?.photo ?? '',
    ugsnid: 38,
    directionСipher: '38.03.01 Экономика',
    nameOOP: 'Финансы и кредит',
    typeProtocol: 1,
    levelEducation: 2,
    porotectionFromTheStateExam: false,
    demonstrationPart: 'Доклад',
    oThemaStudent: 6,
    oCompanyStatement: 2,
  }
  db.giaReport.create({
    reportID: 2,
    secretarId: SECOND_SECRETARY,
    chairmanId: 12,
    veryfied: false,
    json: JSON.stringify(second),
  })
}
