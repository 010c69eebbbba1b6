import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'

/** Who gets a seeded mailbox: the personas one signs in with (and the school-X student). */
const MAILBOX_OWNERS = [1, 2, 7, 8, 9, 13, 14, 10, 23, -101]

const LETTERS: [string, string][] = [
  [
    'Расписание консультаций',
    '<p>Добрый день!</p><p>Консультации перед экзаменом пройдут в <b>среду</b> и <b>пятницу</b> в ауд. 8-412.</p>',
  ],
  [
    'Курсовая работа: замечания',
    '<h3>Замечания к курсовой работе</h3><ul><li>Уточнить постановку задачи.</li><li>Добавить список литературы по ГОСТ.</li><li>Исправить нумерацию рисунков.</li></ul><p>Жду исправленный вариант до конца недели.</p>',
  ],
  [
    'Заседание кафедры',
    '<p>Уважаемые коллеги!</p><p>Заседание кафедры переносится на четверг, 14:00, ауд. 1-305. Повестка — во вложении.</p>',
  ],
  ['Напоминание о сдаче отчёта', '<p>Напоминаю, что отчёт по практике нужно сдать до <i>25 числа</i>.</p>'],
  [
    'Олимпиада по программированию',
    '<h2>Приглашение</h2><p>Приглашаем принять участие в университетской олимпиаде по программированию. Регистрация открыта до пятницы.</p>',
  ],
  ['Пропуск в библиотеку', '<p>Ваш читательский билет продлён. Заберите его на абонементе.</p>'],
  ['Изменение аудитории', '<p>Занятие по дисциплине «Базы данных» переносится в ауд. 7-201.</p>'],
  [
    'Научный семинар',
    '<p>В понедельник состоится научный семинар кафедры. Тема: <b>методы машинного обучения в инженерных задачах</b>.</p>',
  ],
  [
    'Документы для стипендии',
    '<p>Для назначения повышенной стипендии пришлите сканы дипломов и грамот.</p><ol><li>Диплом олимпиады</li><li>Сертификат конференции</li></ol>',
  ],
  ['Вопрос по зачёту', '<p>Здравствуйте! Подскажите, пожалуйста, можно ли пересдать зачёт на следующей неделе?</p>'],
  ['Проверка рабочих программ', '<p>Просьба до конца месяца обновить рабочие программы дисциплин в системе.</p>'],
  ['Поздравление', '<h3>С Днём студента!</h3><p>Желаем успехов в учёбе и науке.</p>'],
]

const PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 320 120]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 47>>stream
BT /F1 20 Tf 20 55 Td (Raspisanie zanyatiy) Tj ET
endstream endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF
`
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAP0lEQVR4nGOQizoBRx+2aMARqeIMVDFFLuoEA1VMgRpEuSkgg6hiCopBFIY6A1VMgRpElRTAQBVTRtPRSE9HAPE6SR9dSKVrAAAAAElFTkSuQmCC'

/** The bytes of a seeded attachment, generated on demand (deterministic, nothing stored). */
export function seededFileBytes(name: string): Blob {
  if (name.endsWith('.pdf')) return new Blob([PDF], { type: 'application/pdf' })
  if (name.endsWith('.png')) {
    const binary = atob(PNG_BASE64)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return new Blob([bytes], { type: 'image/png' })
  }
  return new Blob([`Повестка заседания кафедры\n1. Утверждение тем ВКР.\n2. Разное.\n`], { type: 'text/plain' })
}

const SEEDED_FILES = ['Расписание.pdf', 'Схема.png', 'Повестка.txt']

/** A letter whose body tries every trick; the reader must show it harmlessly. */
export const HOSTILE_LETTER_HTML =
  '<p>Проверка безопасности: этот текст виден, а сценарии — нет.</p><img src="x" onerror="window.__mailXss=1"><script>window.__mailXss=2</script><a href="javascript:window.__mailXss=3">ссылка</a><svg onload="window.__mailXss=4"></svg><iframe src="javascript:window.__mailXss=5"></iframe>'

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Deterministic demo data of the mail area: a mailbox for each persona (letters from teachers and
 * colleagues, some unread, some with attachments, a couple of replies), letters they sent, and two
 * folders for the student and the author. Dates count back from SEED_NOW.
 */
export function seedMail(rng: Rng): void {
  const teachers = db.user.findMany({ where: { kind: { equals: 'teacher' } } }).filter((u) => u.userID >= 1000)
  let messageID = 1
  let fileID = 1
  const folderOf = new Map<number, number[]>()
  let folderID = 1
  for (const [userID, names] of [
    [1, ['Учёба', 'Важное']],
    [2, ['Кафедра']],
  ] as const) {
    folderOf.set(userID, [])
    for (const name of names) {
      db.mailFolder.create({ folderID, userID, name })
      folderOf.get(userID)!.push(folderID++)
    }
  }
  for (const owner of MAILBOX_OWNERS) {
    const ownerUser = db.user.findFirst({ where: { userID: { equals: owner } } })
    if (!ownerUser) continue
    for (let i = 0; i < 24; i++) {
      const sender =
        i % 5 === 4 ? db.user.findFirst({ where: { userID: { equals: rng.pick([2, 7, 8, 9]) } } })! : rng.pick(teachers)
      if (sender.userID === owner) continue
      const [theme, html] = LETTERS[(i + Math.abs(owner) + 12) % LETTERS.length]
      const date = new Date(SEED_NOW.getTime() - i * 29 * 3600e3 - rng.int(0, 3600e3))
      const id = messageID++
      db.mailMessage.create({
        messageID: id,
        fromID: sender.userID,
        theme,
        htmlMessage: html,
        markdownMessage: '',
        message: plain(html),
        date: date.toISOString(),
        parentID: 0,
        typeID: 1,
        toLabel: ownerUser.shortFIO,
      })
      const folders = folderOf.get(owner) ?? []
      const folder = folders.length && i % 6 === 5 ? folders[(i / 6) % folders.length | 0] : 0
      db.mailDelivery.create({
        deliveryID: `${id}:${owner}`,
        messageID: id,
        userID: owner,
        folderID: folder,
        isRead: i >= 3 && !(i % 7 === 2),
      })
      if (i % 8 === 1) {
        const name = SEEDED_FILES[(i + Math.abs(owner)) % SEEDED_FILES.length]
        db.mailFile.create({
          fileID: fileID++,
          messageID: id,
          name,
          size: seededFileBytes(name).size,
          complete: true,
          seeded: true,
        })
      }
    }
    // What the owner sent: replies to two of the letters and a few of their own.
    for (let i = 0; i < 5; i++) {
      const to = rng.pick(teachers)
      const [theme, html] = LETTERS[(i * 5 + Math.abs(owner) + 3) % LETTERS.length]
      const date = new Date(SEED_NOW.getTime() - (i * 53 + 7) * 3600e3)
      const id = messageID++
      db.mailMessage.create({
        messageID: id,
        fromID: owner,
        theme: i < 2 ? `Re: ${theme}` : theme,
        htmlMessage: html,
        markdownMessage: '',
        message: plain(html),
        date: date.toISOString(),
        parentID: 0,
        typeID: 1,
        toLabel: to.shortFIO,
      })
      db.mailDelivery.create({
        deliveryID: `${id}:${to.userID}`,
        messageID: id,
        userID: to.userID,
        folderID: 0,
        isRead: i > 0,
      })
    }
  }
  // The security check letter for the student and the author.
  for (const owner of [1, 2]) {
    const id = messageID++
    db.mailMessage.create({
      messageID: id,
      fromID: 1001,
      theme: 'Проверка безопасности',
      htmlMessage: HOSTILE_LETTER_HTML,
      markdownMessage: '',
      message: plain(HOSTILE_LETTER_HTML),
      date: new Date(SEED_NOW.getTime() - 40 * 864e5).toISOString(),
      parentID: 0,
      typeID: 1,
      toLabel: '',
    })
    db.mailDelivery.create({ deliveryID: `${id}:${owner}`, messageID: id, userID: owner, folderID: 0, isRead: true })
  }
}
