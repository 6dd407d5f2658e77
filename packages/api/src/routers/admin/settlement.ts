import {
  archivedHistory,
  archiveEveryone,
  archiveEveryoneInput,
  archiveInput,
  archiveListInput,
  archiveMember,
  listArchives,
  memberIdInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** Settlements archive history (nothing is deleted); SUPER reads the archive. */
export const adminSettlementRouter = {
  member: adminProcedure('settlement.archiveMember')
    .input(memberIdInput)
    .mutation(({ ctx, input }) => archiveMember(ctx, input)),

  everyone: adminProcedure('settlement.archiveEveryone')
    .input(archiveEveryoneInput)
    .mutation(({ ctx, input }) => archiveEveryone(ctx, input)),

  archive: adminProcedure('settlement.readArchive')
    .input(archiveInput)
    .query(({ ctx, input }) => archivedHistory(ctx, input)),

  settlements: adminProcedure('settlement.readArchive')
    .input(archiveListInput)
    .query(({ ctx, input }) => listArchives(ctx, input)),
} satisfies TRPCRouterRecord
