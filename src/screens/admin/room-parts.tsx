import { Button } from 'primereact/button'
import type { VideoRoom } from '@/api/video-rooms'
import { videoRoomsTexts as t } from '@/texts/ru/video-rooms'

/** 'yyyy-mm-ddThh:mm' (Moscow) → 'дд.мм.гггг, чч:мм'. */
export const roomStart = (start: string) =>
  `${start.slice(0, 10).split('-').reverse().join('.')}, ${start.slice(11, 16)}`

/** The room of a checked link: what it is, who leads it, when, who is invited, and «Подключиться» (a new tab). */
export function RoomCard({ room }: { room: VideoRoom }) {
  const headingId = `video-room-${room.id}`
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.roomTitle(room.title)}</h3>
      <dl className="admin-meta video-room-facts">
        <dt>{t.organiser}</dt>
        <dd>{room.organiser}</dd>
        <dt>{t.start}</dt>
        <dd>{roomStart(room.start)}</dd>
        <dt>{t.participants}</dt>
        <dd>{room.participants.join(', ')}</dd>
      </dl>
      <p className="admin-actions">
        <a
          className="p-button"
          href={room.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${headingId}-hint`}
        >
          <span className="pi pi-video" aria-hidden="true" />
          &nbsp;{t.connect}
        </a>
        <span id={`${headingId}-hint`} className="admin-note">
          {t.connectHint}
        </span>
      </p>
    </section>
  )
}

/** My rooms as a table: title, organiser, start, the link, and a button opening the room's join card. */
export function RoomsTable({ rooms, onOpen }: { rooms: VideoRoom[]; onOpen: (room: VideoRoom) => void }) {
  if (!rooms.length) return <p>{t.noRooms}</p>
  return (
    <div className="boards-table-scroll" tabIndex={0} role="region" aria-label={t.listTitle}>
      <table className="boards-table">
        <caption className="sr-only">{t.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colTitle}</th>
            <th scope="col">{t.colOrganiser}</th>
            <th scope="col">{t.colStart}</th>
            <th scope="col">{t.colLink}</th>
            <th scope="col">
              <span className="sr-only">{t.open}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.id}>
              <td>
                {room.title}
                {room.mine ? <span className="admin-note"> ({t.mine})</span> : null}
              </td>
              <td>{room.organiser}</td>
              <td>{roomStart(room.start)}</td>
              <td className="admin-text">{room.link}</td>
              <td>
                <Button
                  type="button"
                  label={t.open}
                  outlined
                  size="small"
                  aria-label={t.openRoom(room.title)}
                  onClick={() => onOpen(room)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
