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
  list: adminProcedure('members.view')
    .input(listMembersInput)
    .query(({ ctx, input }) => listMembers(ctx, input)),

  byId: adminProcedure('members.view')
    .input(memberIdInput)
    .query(({ ctx, input }) => memberDetail(ctx, input)),

  create: adminProcedure('members.manage')
    .input(createMemberInput)
    .mutation(({ ctx, input }) => createMemberOrPropose(ctx, input)),

  update: adminProcedure('members.manage')
    .input(updateMemberInput)
    .mutation(({ ctx, input }) => updateMemberOrPropose(ctx, input)),

  remove: adminProcedure('members.manage')
    .input(memberIdInput)
    .mutation(({ ctx, input }) => removeMember(ctx, input)),

  setPassword: adminProcedure('members.manage')
    .input(memberPasswordInput)
    .mutation(({ ctx, input }) => setMemberPasswordOrPropose(ctx, input)),

  setPointPassword: adminProcedure('members.manage')
    .input(memberPasswordInput)
    .mutation(({ ctx, input }) => setMemberPointPassword(ctx, input)),

  setBetBlock: adminProcedure('members.manage')
    .input(betBlockInput)
    .mutation(({ ctx, input }) => setBetBlock(ctx, input)),

  /** A subordinate's second factor removed (a lost authenticator); their sessions end. */
  resetTotp: adminProcedure('members.manage')
    .input(memberIdInput)
    .mutation(({ ctx, input }) => resetMemberTotpOrPropose(ctx, input)),

  move: adminProcedure('members.manage')
    .input(moveMemberInput)
    .mutation(({ ctx, input }) => moveMember(ctx, input)),

  ledger: adminProcedure('members.view')
    .input(memberLedgerInput)
    .query(({ ctx, input }) => memberLedger(ctx, input)),
} satisfies TRPCRouterRecord
