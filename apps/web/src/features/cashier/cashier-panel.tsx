import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { useTranslation } from 'react-i18next'
import type { CashierRequestType } from '../../trpc/types'
import { type CashierFormPlace, CashierRequestForm } from './cashier-request-form'
import { CashierRequestList } from './cashier-request-list'

/** A request form with the member's requests of that kind below it: the /topup and /withdrawal pages and the game tabs. */
export function CashierPanel({ type, place }: { type: CashierRequestType; place: CashierFormPlace }) {
  const { t } = useTranslation()
  return (
    <div className="flex w-full max-w-2xl flex-col gap-4">
      <Card>
        <CardHeader>
          {place === 'game' && <CardTitle>{t(`cashier.${type}.title`)}</CardTitle>}
          <CardDescription>{t(`cashier.${type}.help`)}</CardDescription>
        </CardHeader>
        <CardContent>
          <CashierRequestForm type={type} place={place} />
        </CardContent>
      </Card>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold text-lg">{t('cashier.requests')}</h2>
        <CashierRequestList type={type} />
      </section>
    </div>
  )
}
