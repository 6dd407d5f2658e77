import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { PagePending } from '../../../components/page-pending'
import { Pager } from '../../../components/pager'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { SentMessage } from './admin-message-types'

/** Who read a message and when: readers first, then those who have not yet. */
export function ReceiptsDialog({ message, onClose }: { message: SentMessage | null; onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tr('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('sent.receipts.title')}</DialogTitle>
          <DialogDescription className="break-words">{message?.title}</DialogDescription>
        </DialogHeader>
        {message && <ReceiptList id={message.id} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('sent.receipts.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ReceiptList({ id }: { id: number }) {
  const { t } = useTranslation('adminMessages')
  const [page, setPage] = useState(1)
  const receipts = useQuery(trpc.admin.messages.sent.receipts.queryOptions({ id, page, limit: 20 }))
  if (receipts.isPending) return <PagePending />
  if (receipts.isError) return <ErrorAlert error={receipts.error} fallback={t('sent.receipts.loadFailed')} />
  const { message, items, pagination } = receipts.data
  return (
    <div className="grid gap-3">
      <p className="font-medium text-sm" data-testid="receipt-summary">
        {t('sent.receipts.summary', { read: message.readCount, total: message.recipientCount })}
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-1.5 font-medium">{t('sent.receipts.member')}</th>
            <th className="py-1.5 text-right font-medium">{t('sent.receipts.readAt')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((receipt) => (
            <tr key={receipt.userId} className="border-b last:border-0">
              <td className="py-1.5">
                <span className="block break-all font-medium">{receipt.loginId}</span>
                <span className="block break-words text-muted-foreground text-xs">{receipt.nickname}</span>
              </td>
              <td className="whitespace-nowrap py-1.5 pl-3 text-right align-top tabular-nums">
                {receipt.readAt ? (
                  formatDateTime(receipt.readAt)
                ) : (
                  <span className="text-muted-foreground">{t('sent.receipts.unread')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pagination.totalPages > 1 && <Pager page={page} totalPages={pagination.totalPages} onPage={setPage} />}
    </div>
  )
}
