import type { ComponentType } from 'react'
import { MenuSourcesHost } from './menu/menu-sources-host'
import { ReviewExtensionHost } from '@/screens/review/review-extension-host'

/**
 * Pieces of other areas mounted once inside the signed-in layout (e.g. the floating review button).
 * One line per area. Always-on actors (chat list, realtime, mail poll, pending reviews, feed flags,
 * compose requests) are the session's children, not components; the compose host is mounted once at
 * app level (app.tsx).
 */
export const signedInExtensions: ComponentType[] = [MenuSourcesHost, ReviewExtensionHost]
