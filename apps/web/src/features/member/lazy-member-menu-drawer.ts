import { lazyDialog } from '../../components/lazy-dialog'

/** The member menu drawer, loaded as lazyDialog says: the pages that offer it start without it. */
export const LazyMemberMenuDrawer = lazyDialog(() =>
  import('./member-menu-drawer').then(({ MemberMenuDrawer }) => MemberMenuDrawer),
)
