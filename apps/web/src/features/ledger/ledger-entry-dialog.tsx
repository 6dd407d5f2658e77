import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DetailList } from '../../components/detail-list'
import { formatDateTime } from '../../lib/format'
import { BetDetailDialog } from '../bets/bet-detail-dialog'
import type { LedgerListRow } from './ledger-list'

export interface LedgerEntryView extends LedgerListRow {
  note: string
  refType: string | null
  refId: string | null
}

/** The transaction detail of docs/product.md §2.4: one ledger movement, with a way to the bet it belongs to. */
function LedgerEntryDialog({
  entry,
  onClose,
  onOpenBet,
}: {
  entry: LedgerEntryView | null
  onClose: () => void
  onOpenBet: (betId: string) => void
}) {
  const { t } = useTranslation()
  const betId = entry?.refType === 'bet' ? entry.refId : null

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('ledger.detail.title')}</DialogTitle>
          <DialogDescription>{entry?.label}</DialogDescription>
        </DialogHeader>
        {entry && (
          <DetailList
            rows={[
              [
                t('ledger.detail.amount'),
                <span key="amount" className="font-semibold">
                  {entry.amount}
                </span>,
              ],
              [t('ledger.detail.balanceAfter'), entry.balanceAfter],
              [t('ledger.detail.occurredAt'), formatDateTime(entry.occurredAt)],
              [t('ledger.detail.number'), entry.id],
              [t('ledger.detail.note'), entry.note],
            ]}
          />
        )}
        <DialogFooter>
          {betId && (
            <Button variant="outline" onClick={() => onOpenBet(betId)}>
              {t('ledger.detail.openBet')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The ledger detail and, from it, the bet detail: the two dialogs a ledger list opens. */
export function useLedgerDetails() {
  const [entry, setEntry] = useState<LedgerEntryView | null>(null)
  const [betId, setBetId] = useState<string | null>(null)
  const dialogs = (
    <>
      <LedgerEntryDialog
        entry={entry}
        onClose={() => setEntry(null)}
        onOpenBet={(id) => {
          setEntry(null)
          setBetId(id)
        }}
      />
      <BetDetailDialog betId={betId} onClose={() => setBetId(null)} />
    </>
  )
  return { open: setEntry, dialogs }
}
