import './navigation-progress.css'

/** The thin bar at the top while a lazily loaded screen arrives (spec 1 §4: not under /boards/). */
export function NavigationProgress({ label }: { label: string }) {
  return <div className="navigation-progress" role="progressbar" aria-label={label} aria-busy="true" />
}

/** Boards show no progress bar (case-insensitive /boards/). */
export function showsNavigationProgress(path: string): boolean {
  return !/^\/boards(\/|$)/i.test(path)
}
