/** Build number and date; three clicks on the date open /Game/Snake. Opened by the shell's footer. */
export function VersionDialog(_props: { visible: boolean; onHide: () => void }) {
  return null
}
