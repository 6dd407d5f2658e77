import { lazyDialog } from '../../../components/lazy-dialog'

/** ConfirmActionDialog, loaded as lazyDialog says, for what the console's frame draws on every view. */
export const LazyConfirmActionDialog = lazyDialog(() =>
  import('./confirm-action-dialog').then(({ ConfirmActionDialog }) => ConfirmActionDialog),
)
