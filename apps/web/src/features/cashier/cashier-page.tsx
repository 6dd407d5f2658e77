import { useTranslation } from 'react-i18next'
import type { CashierRequestType } from '../../trpc/types'
import { CashierPanel } from './cashier-panel'

/** docs/product.md §2.4: the top-up and withdrawal request pages in the member layout. */
export function CashierPage({ type }: { type: CashierRequestType }) {
  const { t } = useTranslation()
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{t(`cashier.${type}.title`)}</h1>
      <CashierPanel type={type} place="page" />
    </section>
  )
}
