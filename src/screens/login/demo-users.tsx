import type { DemoUserInfo } from '@/api/auth'
import { demoChipTexts, loginTexts } from '@/texts/ru/login'
import { PlainButton } from '@/ui/plain/plain-button'

const CHIP_ORDER = ['student', 'author', 'export', 'expert1', 'expert2', 'library'] as const

/** Demo hosts only: one click signs in with the fixed demo password. */
export function DemoUsers({
  users,
  disabled,
  onPick,
}: {
  users: DemoUserInfo[]
  disabled: boolean
  onPick: (login: string) => void
}) {
  const chips = CHIP_ORDER.map((chip) => users.find((u) => u.chip === chip)).filter((u): u is DemoUserInfo =>
    Boolean(u),
  )
  const others = users.filter((u) => !u.chip)
  if (chips.length === 0) return null
  return (
    <section className="demo-users" aria-labelledby="demo-title">
      <h2 id="demo-title">{loginTexts.demoTitle}</h2>
      <p className="muted">{loginTexts.demoHint}</p>
      <div className="demo-chips">
        {chips.map((u) => (
          <PlainButton
            key={u.login}
            className="demo-chip"
            rounded
            variant="outlined"
            small
            disabled={disabled}
            label={demoChipTexts[u.chip as keyof typeof demoChipTexts]}
            title={`${u.shortFIO} — ${u.note}`}
            onClick={() => onPick(u.login)}
          />
        ))}
      </div>
      <details className="demo-roles">
        <summary>{loginTexts.demoMoreRoles}</summary>
        <ul>
          {others.map((u) => (
            <li key={u.login}>
              <button type="button" className="link-button" disabled={disabled} onClick={() => onPick(u.login)}>
                {u.shortFIO}
              </button>
              <span className="muted"> — {u.note || u.roles.join(', ')}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
