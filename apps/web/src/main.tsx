import './index.css'
import { boot } from './boot'

// The app's own modules (the router with every route, React Query) are evaluated in a task after the
// entry's: the page's HTML preloads them (build/page-entries.ts), and on a slow phone the two
// evaluations together were one long task.
boot(() => import('./app').then(({ startApp }) => startApp()))
