import { createFileRoute } from '@tanstack/react-router'
import { CashierPage } from '../../features/cashier/cashier-page'

export const Route = createFileRoute('/_member/topup')({
  component: () => <CashierPage type="topup" />,
})
