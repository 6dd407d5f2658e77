import {
  archivedHistory,
  archiveInput,
  globalSettlementInput,
  listSettlements,
  memberIdInput,
  settleEveryone,
  settleMember,
  settlementListInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** Settlements archive history (nothing is deleted); SUPER reads the archive. */
export const adminSettlementRouter = {
  member: adminProcedure.input(memberIdInput).mutation(({ ctx, input }) => settleMember(ctx, input)),

  everyone: adminProcedure
    .input(globalSettlementInput)
    .mutation(({ ctx, input }) => settleEveryone(ctx, input)),

  archive: adminProcedure.input(archiveInput).query(({ ctx, input }) => archivedHistory(ctx, input)),

  settlements: adminProcedure
    .input(settlementListInput)
    .query(({ ctx, input }) => listSettlements(ctx, input)),
} satisfies TRPCRouterRecord
