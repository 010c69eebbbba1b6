import { db } from '../db'

/**
 * The organiser's planning data of «Школа Х» (issue 17), derived from the seeded modules and teachers
 * without the random stream (so the other seeds stay as they are): each module's weekly slots for its
 * groups (no room or teacher twice in one pair), its plan of themes with hours, and the inventory of the
 * programme's rooms, some of it issued to modules.
 */
const ROOMS = [
  '1-301',
  '1-302',
  '1-305',
  '2-110',
  '2-114',
  '3-201',
  '3-202',
  '3-210',
  '4-101',
  '4-105',
  '5-401',
  '5-402',
]

/** [theme, kind (WORK_KIND_OPTIONS id), hours] of every module's plan; odd modules add self-study. */
const PLAN = [
  ['Вводное занятие: цели и правила модуля', 1, 2],
  ['Практикум по основам', 2, 8],
  ['Проектная работа в командах', 3, 12],
  ['Защита проекта', 5, 2],
] as const
const SELF_STUDY = ['Самостоятельная работа с материалами', 4, 6] as const

/** [name, room, quantity, state, module index or 0 (in stock)] */
const INVENTORY = [
  ['Ноутбук Lenovo ThinkPad E14', '1-301', 15, 1, 2],
  ['Набор LEGO Education SPIKE Prime', '1-302', 10, 1, 1],
  ['Набор Arduino Uno starter kit', '1-302', 12, 2, 1],
  ['3D-принтер Picaso Designer X', '3-201', 2, 1, 6],
  ['Пластик PLA для 3D-печати, катушка 1 кг', '3-201', 24, 1, 6],
  ['Фотоаппарат Canon EOS 250D', '2-110', 3, 1, 3],
  ['Штатив Manfrotto', '2-110', 4, 2, 3],
  ['Петличный микрофон Boya BY-M1', '2-110', 6, 1, 0],
  ['Микроскоп Levenhuk Rainbow 50L', '4-105', 8, 1, 8],
  ['Набор химической посуды', '4-101', 12, 1, 5],
  ['Цифровая лаборатория «Архимед»', '4-101', 5, 2, 0],
  ['Интерактивная панель 75"', '5-401', 1, 1, 0],
  ['Флипчарт магнитно-маркерный', '5-402', 3, 1, 7],
  ['Таймер для дебатов', '5-402', 2, 3, 0],
  ['Графический планшет Wacom One', '3-202', 8, 1, 11],
  ['Чертёжный набор', '3-202', 20, 1, 11],
  ['Проектор Epson EB-X49', '2-114', 2, 2, 0],
  ['Настольная игра «Финансовый лабиринт»', '2-114', 6, 1, 4],
] as const

export function seedSchoolxPlans(): void {
  const modules = db.schoolxModule.getAll().sort((a, b) => a.moduleID - b.moduleID)
  const teachers = db.schoolxTeacher.getAll()
  const teacherOf = (name: string, n: number) =>
    teachers.filter((t) => t.subject.split(', ').includes(name))[n] ?? teachers[0]
  const taken = new Set<string>()
  let slotID = 0
  modules.forEach((m, i) => {
    for (const [n, letter] of ['А', 'Б'].entries()) {
      const teacher = teacherOf(m.name, n)
      if (!teacher) continue
      // the module's own room for both groups: the loop keeps the room and the teacher free in the pair
      const room = ROOMS[i % ROOMS.length]
      let weekday = ((i + 2 * n) % 6) + 1
      let pair = 4 + ((i + n) % 3)
      const busy = () =>
        taken.has(`t${teacher.teacherID}-${weekday}-${pair}`) || taken.has(`r${room}-${weekday}-${pair}`)
      while (busy()) {
        pair = pair === 6 ? 1 : pair + 1
        if (pair === 4) weekday = (weekday % 6) + 1
      }
      taken.add(`t${teacher.teacherID}-${weekday}-${pair}`).add(`r${room}-${weekday}-${pair}`)
      db.schoolxScheduleSlot.create({
        slotID: ++slotID,
        moduleID: m.moduleID,
        group: `${m.course}-${letter}`,
        weekday,
        pair,
        room,
        teacherID: teacher.teacherID,
      })
    }
  })
  let planID = 0
  for (const m of modules)
    for (const [theme, kind, hours] of m.moduleID % 2 ? [...PLAN, SELF_STUDY] : PLAN)
      db.schoolxPlanTheme.create({ planID: ++planID, moduleID: m.moduleID, theme, kind, hours })
  INVENTORY.forEach(([name, room, quantity, state, moduleID], i) =>
    db.schoolxInventoryItem.create({ itemID: i + 1, name, room, moduleID, quantity, state }),
  )
}
