import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'
import { useFallbackRefetchMs } from '../live/stream-health'

/**
 * Pending top-ups and withdrawals of the administrator's subtree: kept current by the event stream
 * (the 3-second poll only while it is down), and shown in the tab title as "(3) 파워볼 관리자".
 */
export function usePendingCounts() {
  const { t } = useTranslation('admin')
  const counts = useQuery(
    trpc.admin.requests.pendingCounts.queryOptions(undefined, {
      refetchInterval: useFallbackRefetchMs(),
    }),
  )
  const total = counts.data ? counts.data.topup + counts.data.withdrawal : 0
  const title = total > 0 ? t('documentTitleWithCount', { count: total }) : t('documentTitle')
  useEffect(() => {
    document.title = title
  }, [title])
  return counts.data
}
