import { Outlet, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { PageMain, SkipLink } from '../../../components/page-main'
import AdminLiveEvents from '../live/admin-live-events'
import { SummaryBar } from '../summary/summary-bar'
import { AdminHeader } from './admin-header'
import { AdminNav } from './admin-nav'
import { rememberView } from './remembered-view'
import { useFiveMinuteRefresh } from './use-five-minute-refresh'

/** The console's layout route: the frame around the chosen view. */
export const AdminLayout = () => (
  <AdminFrame>
    <Outlet />
  </AdminFrame>
)

/** The console's frame: header, today's summary, menu and `children` (the view), kept live by the event stream. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => rememberView(href), [href])
  useFiveMinuteRefresh()

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AdminHeader />
      <SummaryBar />
      <AdminNav />
      <PageMain className="min-w-0 flex-1 p-3 sm:p-6">{children}</PageMain>
      <AdminLiveEvents />
    </div>
  )
}
