import { ComposeHost } from './compose-host'

/**
 * The mail area's always-mounted piece: the one compose host. Mail polling (the badge) is no longer
 * mounted here: the session spawns it (systemId 'mailPoll') while signed in.
 */
export function MailExtension() {
  return <ComposeHost />
}
