import { Outlet } from '@tanstack/react-router'
import { useState } from 'react'
import { OnceOpened } from '../../components/lazy-dialog'
import { PageMain, SkipLink } from '../../components/page-main'
import { RealityCheck } from '../reality-check/reality-check'
import { LazyMemberMenuDrawer } from './lazy-member-menu-drawer'
import { MemberSideMenu } from './member-side-menu'
import { MemberTopBar } from './member-top-bar'

/** Shared frame of /topup, /withdrawal, /bets and /profile: top bar, 280px side menu, drawer below md. */
export function MemberLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false)

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <MemberTopBar onOpenMenu={() => setDrawerOpen(true)} />
      <div className="flex flex-1">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[280px] shrink-0 overflow-y-auto border-r md:block">
          <MemberSideMenu />
        </aside>
        <OnceOpened open={drawerOpen}>
          <LazyMemberMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </OnceOpened>
        <PageMain className="min-w-0 flex-1 p-4 md:p-6">
          <Outlet />
        </PageMain>
      </div>
      <RealityCheck />
    </div>
  )
}
