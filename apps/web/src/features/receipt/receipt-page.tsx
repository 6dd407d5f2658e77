import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { PrinterIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { trpc } from '../../trpc/client'
import { type ReceiptLine, receiptLines, receiptOfBet } from './receipt'

/**
 * The receipt as a page for the browser's own print dialog: the same lines the printer bridge gets,
 * on an 80 mm slip; the buttons are not printed.
 */
export function ReceiptPage({ purchaseNo }: { purchaseNo: string }) {
  const { t } = useTranslation()
  const bet = useQuery(trpc.bets.byId.queryOptions({ id: purchaseNo }))

  return (
    <main className="flex min-h-dvh flex-col items-center gap-4 bg-muted p-4 print:block print:bg-white print:p-0">
      <div className="flex gap-2 print:hidden">
        <Button onClick={() => window.print()} disabled={!bet.data}>
          <PrinterIcon aria-hidden />
          {t('receipt.print')}
        </Button>
        <Button variant="outline" onClick={() => window.close()}>
          {t('common.close')}
        </Button>
      </div>
      {bet.isPending && <Spinner className="size-6" label={t('common.loading')} />}
      {bet.isError && <ErrorAlert error={bet.error} fallback={t('bets.detail.loadFailed')} />}
      {bet.data && <ReceiptSlip lines={receiptLines(receiptOfBet(bet.data))} />}
    </main>
  )
}

function ReceiptSlip({ lines }: { lines: ReceiptLine[] }) {
  return (
    <article
      className="w-[80mm] max-w-full bg-white p-4 text-black text-sm shadow print:shadow-none"
      data-testid="receipt"
    >
      {lines.map((line, index) => {
        const key = `${index}`
        if ('text' in line)
          return (
            <h1
              key={key}
              className="mb-3 border-black border-b border-dashed pb-2 text-center font-bold text-base"
            >
              {line.text}
            </h1>
          )
        if ('row' in line)
          return (
            <p key={key} className="flex justify-between gap-3">
              <span>{line.row[0]}</span>
              <span className="text-right tabular-nums">{line.row[1]}</span>
            </p>
          )
        if ('feed' in line) return <div key={key} className="mt-3 border-black border-t border-dashed" />
        return null
      })}
    </article>
  )
}
