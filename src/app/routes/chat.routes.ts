import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'

const ChatScreen = lazy(() => import('@/screens/chat/chat-screen'))

/** Routes of the chat area (spec 1 route table, Communication): title 'Чаты', icon message. */
export const chatRoutes: RouteRecord[] = [
  {
    path: '/Chat',
    screen: ChatScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'chat',
    title: 'Чаты',
    icon: 'message',
  },
  {
    path: '/Chat/List',
    screen: ChatScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'chat',
    title: 'Чаты',
    icon: 'message',
  },
  {
    path: '/communications',
    screen: ChatScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'chat',
    title: 'Чаты',
    icon: 'message',
  },
  {
    path: '/communication/:type?/:chatID?',
    screen: ChatScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'chat',
    title: 'Чаты',
    icon: 'message',
  },
]
