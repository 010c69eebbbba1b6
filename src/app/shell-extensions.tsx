import type { ComponentType } from 'react'
import { MenuSourcesHost } from './menu/menu-sources-host'
import { ReviewExtensionHost } from '@/screens/review/review-extension-host'
import { MailExtension } from '@/screens/mail/mail-extension'

/**
 * Pieces of other areas mounted once inside the signed-in layout (e.g. the realtime connection, the
 * floating review button, the mail compose host). One line per area.
 */
export const signedInExtensions: ComponentType[] = [
  MenuSourcesHost,
  ReviewExtensionHost,
  MailExtension,
]
