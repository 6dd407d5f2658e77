import {
  betBlockInput,
  createMemberInput,
  createMemberOrPropose,
  listMembers,
  listMembersInput,
  memberDetail,
  memberIdInput,
  memberLedger,
  memberLedgerInput,
  memberPasswordInput,
  moveMember,
  moveMemberInput,
  removeMember,
  resetMemberTotpOrPropose,
  setBetBlock,
  setMemberPasswordOrPropose,
  setMemberPointPassword,
  updateMemberInput,
  updateMemberOrPropose,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminUsersRouter = {
  list: adminProcedure.input(listMembersInput).query(({ ctx, input }) => listMembers(ctx, input)),

  byId: adminProcedure.input(memberIdInput).query(({ ctx, input }) => memberDetail(ctx, input)),

  create: adminProcedure
    .input(createMemberInput)
    .mutation(({ ctx, input }) => createMemberOrPropose(ctx, input)),

  update: adminProcedure
    .input(updateMemberInput)
    .mutation(({ ctx, input }) => updateMemberOrPropose(ctx, input)),

  remove: adminProcedure.input(memberIdInput).mutation(({ ctx, input }) => removeMember(ctx, input)),

  setPassword: adminProcedure
    .input(memberPasswordInput)
    .mutation(({ ctx, input }) => setMemberPasswordOrPropose(ctx, input)),

  setPointPassword: adminProcedure
    .input(memberPasswordInput)
    .mutation(({ ctx, input }) => setMemberPointPassword(ctx, input)),

  setBetBlock: adminProcedure.input(betBlockInput).mutation(({ ctx, input }) => setBetBlock(ctx, input)),

  /** A subordinate's second factor removed (a lost authenticator); their sessions end. */
  resetTotp: adminProcedure
    .input(memberIdInput)
    .mutation(({ ctx, input }) => resetMemberTotpOrPropose(ctx, input)),

  move: adminProcedure.input(moveMemberInput).mutation(({ ctx, input }) => moveMember(ctx, input)),

  ledger: adminProcedure.input(memberLedgerInput).query(({ ctx, input }) => memberLedger(ctx, input)),
} satisfies TRPCRouterRecord
