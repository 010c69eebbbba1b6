import type { AccessibilityInfo, AccessibilityRequest } from '@/api/staff'
import { staffTexts } from '@/texts/ru/staff'

const t = staffTexts.access
const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

/** The support service, the accessible buildings and the adapted programmes. */
export function AccessibilityInfoView({ info }: { info: AccessibilityInfo }) {
  return (
    <>
      <section aria-labelledby="access-contacts">
        <h2 id="access-contacts">{t.contacts}</h2>
        <ul className="access-cards">
          {info.contacts.map((c) => (
            <li key={c.title}>
              <h3>{c.title}</h3>
              <p>{c.person}</p>
              <p>
                {`${t.phone}: `}
                <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
              </p>
              <p>
                {`${t.email}: `}
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </p>
              <p>{`${t.room}: ${c.room}`}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="access-buildings">
        <h2 id="access-buildings">{t.buildings}</h2>
        <div className="staff-scroll" tabIndex={0} role="region" aria-label={t.buildingsTable}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.building}</th>
                <th scope="col">{t.address}</th>
                <th scope="col">{t.features}</th>
              </tr>
            </thead>
            <tbody>
              {info.buildings.map((b) => (
                <tr key={b.name}>
                  <th scope="row">{b.name}</th>
                  <td>{b.address}</td>
                  <td>{b.features}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="access-programmes">
        <h2 id="access-programmes">{t.programmes}</h2>
        <ul>
          {info.programmes.map((p) => (
            <li key={p.name}>
              <strong>{p.name}</strong>
              {` — ${p.note}`}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

/** The user's own requests with their status, newest first. */
export function AccessibilityRequests({ requests }: { requests: readonly AccessibilityRequest[] }) {
  if (!requests.length) return <p>{t.none}</p>
  return (
    <div className="staff-scroll" tabIndex={0} role="region" aria-label={t.mineTable}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.text}</th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.id}</th>
              <td>{ru(r.date)}</td>
              <td>{t.kinds[r.kind]}</td>
              <td>{r.text}</td>
              <td>{t.statuses[r.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
