import { render } from '@testing-library/react'
import { Route, Router, Switch } from 'wouter'
import { createActor } from 'xstate'
import { ChatWorkspace } from '@/screens/chat/chat-screen'
import { chatListMachine } from '@/machines/chat/chat-list.machine'
import { issueToken } from '@/mocks/node'
import { connect } from '@/api/realtime'
import { SessionContext } from '@/hooks/session-context'

/**
 * Renders the chat workspace for a user at a path, with the session-wide chat list actor and a live
 * realtime stream (SSE over msw/node). jsdom has no layout: the message list's scroll element reports
 * a height so the virtual list renders rows (measured rows are 0 px high, so all of them fit).
 */
export async function openChat(userID: number, path = '/Chat') {
  document.cookie = 'authToken=' + issueToken(userID)
  window.history.replaceState(null, '', `/WebApp${path}`)
  let opened!: () => void
  const open = new Promise<void>((r) => (opened = r))
  const close = connect({ opened: () => opened(), lost: () => {} })
  await open
  const list = createActor(chatListMachine, { input: { me: userID } })
  list.start()
  // The realtime notice reads the session's realtime child (useRealtimeStatus): the session provider is needed.
  const view = render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <Switch>
          <Route path="/communication/:type?/:chatID?">
            {(p) => <ChatWorkspace list={list} me={userID} chatID={Number(p.chatID) || null} />}
          </Route>
          <Route>{() => <ChatWorkspace list={list} me={userID} chatID={null} />}</Route>
        </Switch>
      </Router>
    </SessionContext.Provider>,
  )
  return {
    ...view,
    list,
    cleanup() {
      close()
      list.stop()
    },
  }
}

const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!
const originalOffset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!
/**
 * The list gets a height. With `rowHeight`, every measured row has it (the virtual list renders what
 * fits from the top); without, rows measure 0 px as jsdom has no layout (it renders the newest ones).
 */
export function giveListHeight(height = 600, rowHeight = 0): () => void {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.classList?.contains('msg-scroll') ? height : original.get!.call(this)
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return rowHeight && this.hasAttribute('data-index') ? rowHeight : originalOffset.get!.call(this)
    },
  })
  return () => {
    Object.defineProperty(Element.prototype, 'clientHeight', original)
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', originalOffset)
  }
}

export const path = () => window.location.pathname.replace('/WebApp', '')
