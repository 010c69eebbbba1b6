import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'

const MailboxScreen = lazy(() => import('@/screens/mail/mailbox-screen'))
const LetterScreen = lazy(() => import('@/screens/mail/letter-screen'))
const FoldersScreen = lazy(() => import('@/screens/mail/folders-screen'))
const NewMessageScreen = lazy(() => import('@/screens/mail/new-message-screen'))
const TestSendScreen = lazy(() => import('@/screens/mail/test-send-screen'))

/** Routes of the mail area (spec 1 route table: communication). */
export const mailRoutes: RouteRecord[] = [
  {
    path: '/mail',
    screen: MailboxScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'mail',
    title: 'Почта',
    icon: 'pi pi-envelope',
  },
  { path: '/mail/:type/:id', screen: LetterScreen, access: 'signedIn', layout: 'empty', area: 'mail', title: 'Почта' },
  {
    path: '/mail/:mailType',
    screen: MailboxScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'mail',
    title: 'Почта',
    icon: 'pi pi-envelope',
  },
  {
    path: '/messageFolder/:folderID',
    screen: MailboxScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'mail',
    title: 'Почта',
  },
  { path: '/mailFolder', screen: FoldersScreen, access: 'signedIn', layout: 'main', area: 'mail', title: 'Почта' },
  {
    path: '/newMessage/:userToID',
    screen: NewMessageScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'mail',
    title: 'Почта',
  },
  { path: '/TestSend', screen: TestSendScreen, access: 'signedIn', layout: 'main', area: 'mail', title: 'Почта' },
]
