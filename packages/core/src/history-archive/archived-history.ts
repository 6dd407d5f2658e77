import { requireAdmin } from '../auth/permissions'
import { betPage } from '../betting/history'
import { listPointLedger } from '../cashier/point-history'
import { listRequests } from '../cashier/request-lists'
import type { UseCaseContext } from '../context'
import { moneyLedgerPage } from '../wallet/my-money-ledger'
import type { ArchiveInput } from './schemas'

/**
 * SUPER's archive view: the rows of one kind of history that archiving took out of the everyday
 * lists, through the same list queries in their archived view.
 */
export async function archivedHistory(ctx: UseCaseContext, input: ArchiveInput) {
  requireAdmin(ctx)
  const { kind, ...filter } = input
  switch (kind) {
    case 'bets':
      return { kind, ...(await betPage(ctx.db, filter, 'archived')) }
    case 'money':
      return { kind, ...(await moneyLedgerPage(ctx.db, filter, 'archived')) }
    case 'points':
      return { kind, ...(await listPointLedger(ctx, filter, 'archived')) }
    case 'transactions':
      return { kind, ...(await listRequests(ctx, filter, 'archived')) }
  }
}
