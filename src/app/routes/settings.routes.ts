import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'

const SnakeScreen = lazy(() => import('@/screens/settings/snake-screen'))

/** Routes of the settings area (work opening, the Snake game). */
export const settingsRoutes: RouteRecord[] = [
  { path: '/Game/Snake', screen: SnakeScreen, access: 'public', layout: 'main', title: 'Змейка', area: 'settings' },
]
