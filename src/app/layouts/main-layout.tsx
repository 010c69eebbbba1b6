import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { ConfirmDialog } from 'primereact/confirmdialog'
import { SessionContext } from '../session-context'
import { selectIsConfirmingLogout, selectUser } from '@/machines/session/session.selectors'
import { commonTexts } from '@/texts/ru/common'
import { signedInExtensions } from '../shell-extensions'

/** The signed-in frame: toolbar with the user's name and sign-out, content, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef()
  const user = SessionContext.useSelector(selectUser)
  const confirmingLogout = SessionContext.useSelector(selectIsConfirmingLogout)
  return (
    <div className="layout-main">
      <header className="toolbar" role="banner">
        <Link href="/" className="toolbar-title">
          {commonTexts.appName}
        </Link>
        <span className="toolbar-spacer" />
        {user && <span className="toolbar-user">{user.shortFIO}</span>}
        <Button icon="pi pi-sign-out" label={commonTexts.signOut} text onClick={() => session.send({ type: 'logout.request' })} />
      </header>
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
      <ConfirmDialog
        visible={confirmingLogout}
        onHide={() => session.send({ type: 'logout.cancel' })}
        message={commonTexts.confirmSignOut}
        header={commonTexts.signOut}
        acceptLabel={commonTexts.yes}
        rejectLabel={commonTexts.no}
        accept={() => session.send({ type: 'logout.confirm' })}
        reject={() => session.send({ type: 'logout.cancel' })}
      />
      {signedInExtensions.map((Extension, i) => (
        <Extension key={i} />
      ))}
    </div>
  )
}
