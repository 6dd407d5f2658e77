import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Label } from '@pb/ui/label'
import { Switch } from '@pb/ui/switch'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { setReceiptPrinting, useReceiptPrinting } from './receipt-printing'

/** The member's switch for printing a receipt on a local printer after each purchase. */
export function ReceiptPrintingSwitch() {
  const { t } = useTranslation()
  const id = useId()
  const on = useReceiptPrinting()
  return (
    <Card data-testid="receipt-printing">
      <CardHeader>
        <CardTitle>{t('receipt.printing.title')}</CardTitle>
        <CardDescription id={`${id}-hint`}>{t('receipt.printing.help')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id}>{t('receipt.printing.label')}</Label>
          <Switch id={id} checked={on} onCheckedChange={setReceiptPrinting} aria-describedby={`${id}-hint`} />
        </div>
      </CardContent>
    </Card>
  )
}
