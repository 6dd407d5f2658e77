import { useQuery } from '@tanstack/react-query'
import { MegaphoneIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { PagePending } from '../../components/page-pending'
import { trpc } from '../../trpc/client'
import { NoticeDisclosure } from './notice-body'

/** Every notice the member may see now, pinned first. */
export function NoticeList() {
  const { t } = useTranslation('messages')
  const notices = useQuery(trpc.messages.notices.queryOptions())
  if (notices.isPending) return <PagePending />
  if (notices.isError) return <ErrorAlert error={notices.error} fallback={t('loadFailed')} />
  if (notices.data.length === 0) return <EmptyState icon={MegaphoneIcon} message={t('notices.empty')} />
  return (
    <div className="flex flex-col gap-2">
      {notices.data.map((notice) => (
        <NoticeDisclosure key={notice.id} notice={notice} />
      ))}
    </div>
  )
}
