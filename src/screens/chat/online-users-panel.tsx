import { useState } from 'react'
import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { filterOnline, onlineUsersMachine } from '@/machines/chat/online-users.machine'
import { selectOnlineFailed, selectOnlineLoading, selectOnlineUsers } from '@/machines/chat/online-users.selectors'
import { ONLINE_USERS_SEARCH_ABOVE } from '@/lib/constants/chat'
import { chatTexts as t } from '@/texts/ru/chat'
import { commonTexts } from '@/texts/ru/common'

/** Online users (spec 1 Shell): search only above 5 users (prefix match); an empty state with a refresh button. */
export function OnlineUsersPanel() {
  const actor = useActorRef(onlineUsersMachine)
  const users = useSelector(actor, selectOnlineUsers)
  const loading = useSelector(actor, selectOnlineLoading)
  const failed = useSelector(actor, selectOnlineFailed)
  const [search, setSearch] = useState('')
  const shown = filterOnline(users, users.length > ONLINE_USERS_SEARCH_ABOVE ? search : '')
  const refresh = (
    <Button
      label={t.onlineRefresh}
      icon="pi pi-refresh"
      text
      onClick={() => actor.send({ type: 'online.refresh' })}
      loading={loading}
    />
  )
  return (
    <div className="chat-online">
      {users.length > ONLINE_USERS_SEARCH_ABOVE && (
        <InputText
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t.onlineSearch}
          aria-label={t.onlineSearch}
          className="w-full"
        />
      )}
      {loading && users.length === 0 ? (
        <p role="status">{commonTexts.loading}</p>
      ) : failed ? (
        <div className="chat-online-empty" role="alert">
          <p>{t.onlineFailed}</p>
          {refresh}
        </div>
      ) : users.length === 0 ? (
        <div className="chat-online-empty">
          <p>{t.onlineEmpty}</p>
          {refresh}
        </div>
      ) : (
        <>
          <ul className="chat-online-list" aria-label={t.onlineTitle}>
            {shown.map((u) => (
              <li key={u.userID}>
                <i className="pi pi-circle-fill chat-online-dot" aria-hidden="true" />
                <Link href={`/PersonalKab/${u.userID}`}>{u.userName}</Link>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="muted">{t.noChatsFound}</p>}
          <div>{refresh}</div>
        </>
      )}
    </div>
  )
}
