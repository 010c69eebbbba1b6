import { createRoot } from 'react-dom/client'
import 'primeicons/primeicons.css'
import 'primereact/resources/primereact.min.css'
import './styles/global.css'
// The app's first frame draws these before its chunk has a stylesheet of its own: in the entry's stylesheet, not
// one more request (the login route's 12).
import './ui/page-loading.css'
import './ui/navigation-progress.css'
import { describeLoadError, ScreenLoadFailure } from '@/ui/screen-load-failure'
import { removeBootSkeleton } from '@/lib/boot-skeleton'
import { applyTheme } from '@/settings/theme'
import { applyLowVision } from '@/settings/low-vision'

// Issue 19: the entry is React DOM and this file; the app (session, routes, shell: src/start.tsx) is a chunk of
// its own that index.html preloads beside it (scripts/app-start-preload-plugin.ts). A page evaluates a static
// module graph in one task: on a phone (4× CPU) the two together were one task of ~450–590 ms; now they are two.
// The stored look first: the theme's stylesheet is requested while the app's start is still on its way.
applyTheme()
applyLowVision()
const root = createRoot(document.getElementById('root')!)
import('./start').then(
  ({ start }) => start(root),
  (error: unknown) => {
    // Without the app there is no error reporter nor router: say what failed and offer a fresh load (spec 1 §8).
    removeBootSkeleton()
    root.render(
      <main className="app-start-failure">
        <ScreenLoadFailure page={document.title} reason={describeLoadError(error)} />
      </main>,
    )
  },
)
