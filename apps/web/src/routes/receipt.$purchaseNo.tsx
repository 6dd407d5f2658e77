import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../auth/guards'
import { ReceiptPage } from '../features/receipt/receipt-page'

export const Route = createFileRoute('/receipt/$purchaseNo')({
  beforeLoad: ({ context }) => requireSession('member', context.queryClient),
  component: ReceiptRoute,
})

function ReceiptRoute() {
  const { purchaseNo } = Route.useParams()
  return <ReceiptPage purchaseNo={purchaseNo} />
}
