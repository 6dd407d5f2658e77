import type { MemberLedgerInput } from '@pb/contract/inputs/members'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { moneyLedgerPage } from '../wallet/my-money-ledger'
import { findManagedUser } from './managed-user'

/**
 * An administrator reads the money ledger of one user they manage, newest first: the rows no
 * settlement archived, as the member sees them (GET /admin/users/{id}/ledger).
 */
export async function memberLedger(ctx: UseCaseContext, input: MemberLedgerInput) {
  await findManagedUser(ctx.db, requireAdmin(ctx), input.id)
  return moneyLedgerPage(ctx.db, { userId: input.id, page: input.page, limit: input.limit }, 'live')
}
