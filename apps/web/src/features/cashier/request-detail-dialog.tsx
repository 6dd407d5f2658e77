import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { useTranslation } from 'react-i18next'
import { DetailList } from '../../components/detail-list'
import { formatDateTime, formatMoney, formatPoints } from '../../lib/format'
import type { MemberRequest } from '../../trpc/types'
import { RequestStatusBadge } from './request-status-badge'

/** The transaction detail (docs/product.md §2.4) for one of the member's top-up, withdrawal or conversion requests. */
export function RequestDetailDialog({
  transaction,
  onClose,
}: {
  transaction: MemberRequest | null
  onClose: () => void
}) {
  const { t } = useTranslation()

  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('cashier.detail.title')}</DialogTitle>
          <DialogDescription>
            {transaction && t(`cashier.types.${transaction.transactionType}`)}
          </DialogDescription>
        </DialogHeader>
        {transaction && (
          <DetailList
            rows={[
              [t('cashier.detail.number'), transaction.id],
              [
                t('cashier.detail.amount'),
                <span key="amount" className="font-semibold">
                  {formatMoney(transaction.amount)}
                </span>,
              ],
              [
                t('cashier.detail.points'),
                transaction.pointAmount ? formatPoints(transaction.pointAmount) : null,
              ],
              [
                t('cashier.detail.status'),
                <RequestStatusBadge key="status" status={transaction.statusCode} />,
              ],
              [t('cashier.detail.requestedAt'), formatDateTime(transaction.createdAt)],
              [
                t('cashier.detail.processedAt'),
                transaction.processedAt && formatDateTime(transaction.processedAt),
              ],
              [t('cashier.detail.rejectReason'), transaction.rejectReason],
              [t('cashier.detail.note'), transaction.note],
              [t('cashier.detail.depositName'), transaction.depositName],
              [t('cashier.detail.bank'), transaction.bankName],
              [t('cashier.detail.accountNumber'), transaction.accountNumber],
              [t('cashier.detail.accountHolder'), transaction.accountHolder],
            ]}
          />
        )}
        <DialogFooter>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
