import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageMain, SkipLink } from '../../../components/page-main'
import AdminLiveEvents from '../live/admin-live-events'
import { SummaryBar } from '../summary/summary-bar'
import { AdminHeader } from './admin-header'
import { AdminNav } from './admin-nav'
import { rememberView } from './remembered-view'
import { useFiveMinuteRefresh } from './use-five-minute-refresh'

/** The console's frame: header, today's summary, menu and the chosen view, kept live by the event stream. */
export function AdminLayout() {
  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => rememberView(href), [href])
  useFiveMinuteRefresh()

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AdminHeader />
      <SummaryBar />
      <AdminNav />
      <PageMain className="min-w-0 flex-1 p-3 sm:p-6">
        <Outlet />
      </PageMain>
      <AdminLiveEvents />
    </div>
  )
}
