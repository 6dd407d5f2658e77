import { lazyDialog } from '../../components/lazy-dialog'

/** A bet's details, loaded as lazyDialog says: the bet lists start without the dialog. */
export const LazyBetDetailDialog = lazyDialog(() =>
  import('./bet-detail-dialog').then(({ BetDetailDialog }) => BetDetailDialog),
)
