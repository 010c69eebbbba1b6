// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as api from '@/api/mail'
import { db } from '@/mocks/node'
import { MAIL_CHUNK_SIZE } from '@/lib/constants/mail'
import { mailTexts } from '@/texts/ru/mail'
import { nationalityOf } from '@/mocks/handlers/mail.handlers'
import { bytes, mailBody, signInNode as signIn } from './node-session'

const body = mailBody
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status: number }) => e.status,
  )
const deliveries = (messageID: number) =>
  db.mailDelivery.findMany({ where: { messageID: { equals: messageID } } }).map((d) => d.userID)
const students = () => db.user.getAll().filter((u) => u.kind === 'student')

describe('mail mock: who may address whom (spec 2 §6)', () => {
  it('a student may write to staff, a student, a group; not a citizenship or mass mailing (403)', async () => {
    signIn(1)
    expect((await api.sendMail(body({ typeID: 1, userToID: 8 }))).state).toBe(1)
    expect((await api.sendMail(body({ typeID: 2, userToID: 2001 }))).state).toBe(1)
    const group = await api.sendMail(body({ typeID: 3, userToID: 111 }))
    expect(deliveries(group.messageID!).sort()).toEqual(
      students()
        .filter((u) => u.groupID === 111)
        .map((u) => u.userID)
        .sort(),
    )
    expect(await status(api.sendMail(body({ typeID: 7, selectedNationality: [2] })))).toBe(403)
    expect(
      await status(
        api.sendMail(
          body({
            typeID: 8,
            massMailingID: 0,
            selectedFacultets: [1],
            selectedForm: [1],
            selectedConditionsEducation: [1],
            selectedLevelEducation: [2],
            selectedCourses: [1],
          }),
        ),
      ),
    ).toBe(403)
  })

  it('forged recipient ids are refused with 403 even for an allowed type', async () => {
    signIn(1)
    expect(await status(api.sendMail(body({ typeID: 1, userToID: 2001 }))), 'a student is not staff').toBe(403)
    expect(await status(api.sendMail(body({ typeID: 2, userToID: 8 }))), 'a teacher is not a student').toBe(403)
    expect(await status(api.sendMail(body({ typeID: 1, userToID: 999999 }))), 'no such user').toBe(403)
    expect(await status(api.sendMail(body({ typeID: 3, userToID: 7777 }))), 'no such group').toBe(403)
    expect(
      await status(api.sendMail(body({ typeID: 5, selectedCourses: [1], selectedFacultets: [99] }))),
      'unknown faculty',
    ).toBe(403)
    expect(await status(api.sendMail(body({ typeID: 5, selectedCourses: [9] }))), 'unknown course').toBe(403)
    expect(
      await status(api.sendMail(body({ typeID: 1, userToID: 8, parentID: 999 }))),
      'reply to a letter one never saw',
    ).toBe(403)
  })

  it('a school-X student (negative id) has no search by name or course/faculty mailings', async () => {
    signIn(-101)
    expect(await status(api.sendMail(body({ typeID: 4, userToID: 8 })))).toBe(403)
    expect(await status(api.sendMail(body({ typeID: 5, selectedCourses: [1] })))).toBe(403)
    expect((await api.sendMail(body({ typeID: 1, userToID: 8 }))).state).toBe(1)
  })

  it("'Рассылка-Почта' sends a citizenship mailing to exactly the students of that citizenship; none → state -2", async () => {
    signIn(14)
    const sent = await api.sendMail(body({ typeID: 7, selectedNationality: [2] }))
    expect(deliveries(sent.messageID!).sort()).toEqual(
      students()
        .filter((u) => nationalityOf(u) === 2)
        .map((u) => u.userID)
        .sort(),
    )
    expect(await api.sendMail(body({ typeID: 7, selectedNationality: [5] }))).toEqual({ state: -2, messageID: null })
    expect(
      await status(
        api.sendMail(
          body({
            typeID: 8,
            massMailingID: 2,
            selectedFacultets: [1],
            selectedForm: [1],
            selectedConditionsEducation: [1],
            selectedLevelEducation: [2],
            selectedCourses: [1],
          }),
        ),
      ),
    ).toBe(403)
  })

  it("'Администратор-НИР' sends a mass mailing; missing selections or radio → 400", async () => {
    signIn(7)
    const all = {
      selectedFacultets: [1, 2],
      selectedForm: [1],
      selectedConditionsEducation: [1, 2],
      selectedLevelEducation: [2],
      selectedCourses: [1, 2],
    }
    const sent = await api.sendMail(body({ typeID: 8, massMailingID: 0, ...all }))
    expect(sent.state).toBe(1)
    expect(deliveries(sent.messageID!).length).toBeGreaterThan(0)
    const staff = await api.sendMail(body({ typeID: 8, massMailingID: 2, ...all }))
    expect(
      deliveries(staff.messageID!).every((id) =>
        ['teacher', 'staff', 'schoolx'].includes(db.user.findFirst({ where: { userID: { equals: id } } })!.kind),
      ),
    ).toBe(true)
    expect(await status(api.sendMail(body({ typeID: 8, ...all })))).toBe(400)
    expect(await status(api.sendMail(body({ typeID: 8, massMailingID: 1, ...all, selectedCourses: [] })))).toBe(400)
  })

  it('validates the subject and body lengths (400)', async () => {
    signIn(2)
    expect(await status(api.sendMail(body({ typeID: 1, userToID: 8, theme: ' ' })))).toBe(400)
    expect(await status(api.sendMail(body({ typeID: 1, userToID: 8, theme: 'x'.repeat(201) })))).toBe(400)
    expect(await status(api.sendMail(body({ typeID: 1, userToID: 8, message: 'x'.repeat(2001) })))).toBe(400)
  })

  it('refuses what the compose form refuses, with its Russian message (400): the same rules', async () => {
    signIn(7)
    const refused = (over: Parameters<typeof body>[0]) =>
      api.sendMail(body(over)).then(
        () => null,
        (e: { status: number; serverMessage?: string }) => [e.status, e.serverMessage],
      )
    expect(await refused({ theme: '\u200B \u200B', userToID: 8 })).toEqual([400, mailTexts.subjectRequired])
    expect(await refused({ typeID: 1, userToID: null })).toEqual([400, mailTexts.recipientRequired])
    expect(await refused({ typeID: 5, selectedCourses: [] })).toEqual([400, mailTexts.selectionRequired])
    expect(
      await refused({
        typeID: 8,
        selectedFacultets: [1],
        selectedForm: [1],
        selectedConditionsEducation: [1],
        selectedLevelEducation: [2],
        selectedCourses: [1],
      }),
    ).toEqual([400, mailTexts.massRequired])
  })
})

describe('mail mock: chunk reassembly', () => {
  async function letter() {
    signIn(2)
    return (await api.sendMail(body({ typeID: 1, userToID: 8 }))).messageID!
  }
  const part = (messageID: number, file: Blob, chunkNumber: number, last: boolean, name = 'a.pdf') =>
    api.saveChunk({ messageID, file, fileName: name, chunkNumber, isFirstChunk: chunkNumber === 0, isLastChunk: last })

  it('refuses chunks out of order, a short middle chunk, a foreign letter and an unsupported format', async () => {
    const id = await letter()
    const data = new Blob([bytes(MAIL_CHUNK_SIZE * 2 + 7)])
    expect(await status(part(id, data.slice(MAIL_CHUNK_SIZE, MAIL_CHUNK_SIZE * 2), 1, false)), 'no first chunk').toBe(
      400,
    )
    await part(id, data.slice(0, MAIL_CHUNK_SIZE), 0, false)
    expect(await status(part(id, data.slice(MAIL_CHUNK_SIZE * 2), 2, true)), 'skipped chunk 1').toBe(400)
    expect(await status(part(id, data.slice(0, 100), 1, false)), 'short middle chunk').toBe(400)
    expect(await status(part(id, new Blob(['x']), 0, true, 'run.exe'))).toBe(400)
    signIn(8)
    expect(await status(part(id, new Blob(['x']), 0, true, 'b.pdf')), 'not the sender').toBe(403)
  })

  it('a repeated chunk (retry after a lost answer) replaces the same part; the file is byte-identical', async () => {
    const id = await letter()
    const raw = bytes(MAIL_CHUNK_SIZE + 50)
    const data = new Blob([raw])
    await part(id, data.slice(0, MAIL_CHUNK_SIZE), 0, false)
    await part(id, data.slice(MAIL_CHUNK_SIZE), 1, true)
    await part(id, data.slice(MAIL_CHUNK_SIZE), 1, true)
    const file = (await api.getLetter(id)).files[0]
    expect(file.size).toBe(raw.length)
    expect(Buffer.from(await (await api.downloadFile(file.fileID)).arrayBuffer()).equals(Buffer.from(raw))).toBe(true)
  })

  it('refuses a file that would bring the letter to 20,971,520 bytes', async () => {
    const id = await letter()
    const chunk = new Blob([new Uint8Array(MAIL_CHUNK_SIZE)])
    for (let i = 0; i < 6; i++) await part(id, chunk, i, false, 'big.zip')
    await part(id, new Blob([new Uint8Array(20_971_520 - 6 * MAIL_CHUNK_SIZE - 300)]), 6, true, 'big.zip')
    expect(await status(part(id, new Blob([new Uint8Array(200)]), 0, true, 'fits.pdf'))).toBe(200)
    expect(
      await status(part(id, new Blob([new Uint8Array(100)]), 0, true, 'more.pdf')),
      'total would equal the limit',
    ).toBe(400)
    expect((await api.getLetter(id)).files.map((f) => f.name)).toEqual(['big.zip', 'fits.pdf'])
  })

  it('only the sender and the recipients can read a letter and download its files', async () => {
    const id = await letter()
    await part(id, new Blob(['hello']), 0, true)
    const fileID = (await api.getLetter(id)).files[0].fileID
    signIn(8)
    expect(await status(api.downloadFile(fileID))).toBe(200)
    signIn(1)
    expect(await status(api.getLetter(id))).toBe(404)
    expect(await status(api.downloadFile(fileID))).toBe(404)
  })
})

describe('mail mock: folders, reading, moving', () => {
  it('reading marks read and CheckMail follows; moving needs an own folder; deleting a folder returns its letters', async () => {
    signIn(1)
    const before = await api.checkMail()
    const id = before.messagesIDs[0]
    const after = await api.markRead([id], true)
    expect(after.count).toBe(before.count - 1)
    expect((await api.checkMail()).count).toBe(before.count - 1)
    const folder = await api.createFolder('Архив')
    expect(await status(api.createFolder('архив')), 'duplicate name').toBe(400)
    await api.moveLetters([id], folder.folderID)
    expect(
      (
        await api.getLetters({
          mailType: 'folder',
          folderID: folder.folderID,
          page: 1,
          rowsPerPage: 20,
          searchQuery: '',
        })
      ).items.map((i) => i.messageID),
    ).toEqual([id])
    signIn(2)
    expect(await status(api.moveLetters([id], folder.folderID))).toBe(403)
    signIn(1)
    await api.deleteFolder(folder.folderID)
    expect(
      (await api.getLetters({ mailType: 'inbox', page: 1, rowsPerPage: 200, searchQuery: '' })).items.some(
        (i) => i.messageID === id,
      ),
    ).toBe(true)
  })
})
