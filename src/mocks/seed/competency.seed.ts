import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'
import { ROLES } from '@/lib/roles'
import { COMPETENCY_AREAS } from '@/texts/ru/competency'

const COMMENTS: Record<number, string[]> = {
  1: ['Прошёл(ла) курс «Цифровые технологии в образовании»', 'Веду курсы в СДО по всем дисциплинам'],
  2: ['Обновлены рабочие программы по ФГОС 3++', 'Применяю кейс-метод и проектное обучение'],
  3: ['Две статьи ВАК за год', 'Руковожу студенческим научным кружком'],
  4: ['Куратор группы первого курса', 'Выступал(а) на методическом семинаре факультета'],
}

/** The demo teacher (`teacher`) has not started this year's assessment: the e2e journey fills it. */
const FRESH_TEACHER = 8

/**
 * Self-assessments of every teacher: the two previous academic years mostly submitted, the current one
 * (2026/2027 on the seed's day) partly submitted, partly a draft, partly not started.
 */
export function seedCompetency(rng: Rng): void {
  const teacherRole = ROLES.teachers.id
  const teachers = db.user.getAll().filter((u) => u.roleIDs.includes(teacherRole))
  const start = SEED_NOW.getMonth() >= 8 ? SEED_NOW.getFullYear() : SEED_NOW.getFullYear() - 1
  let id = 1
  for (const teacher of teachers) {
    // a teacher's own level, so their years resemble each other
    const level = rng.int(2, 4)
    for (const back of [2, 1, 0]) {
      const y = start - back
      const roll = rng.int(1, 100)
      const current = back === 0
      if (current && teacher.userID === FRESH_TEACHER) continue
      const status = current
        ? roll <= 40
          ? 'submitted'
          : roll <= 65
            ? 'draft'
            : null
        : roll <= 88
          ? 'submitted'
          : null
      if (!status) continue
      const ratings: Record<string, number | null> = {}
      const comments: Record<string, string> = {}
      for (const area of COMPETENCY_AREAS) {
        for (const [cid] of area.competences) {
          const score = Math.min(5, Math.max(1, level + rng.int(-1, 1) + (back === 0 ? rng.int(0, 1) : 0)))
          ratings[`c${cid}`] = status === 'draft' && rng.chance(0.4) ? null : score
        }
        comments[`a${area.id}`] = rng.chance(0.35) ? rng.pick(COMMENTS[area.id]!) : ''
      }
      const month = current ? rng.int(9, 11) : rng.int(10, 12)
      const date = `${y}-${String(month).padStart(2, '0')}-${String(rng.int(1, current ? 19 : 28)).padStart(2, '0')}`
      db.competencyAssessment.create({
        id: id++,
        teacherID: teacher.userID,
        year: `${y}-${y + 1}`,
        status,
        updatedAt: date,
        submittedAt: status === 'submitted' ? date : '',
        ratings: JSON.stringify(ratings),
        comments: JSON.stringify(comments),
      })
    }
  }
}
