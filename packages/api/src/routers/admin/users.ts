import {
  createMember,
  createMemberInput,
  getMember,
  listMembers,
  listMembersInput,
  memberIdInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminUsersRouter = {
  list: adminProcedure()
    .input(listMembersInput)
    .query(({ ctx, input }) => listMembers(ctx.db, ctx.actor, input)),

  byId: adminProcedure()
    .input(memberIdInput)
    .query(({ ctx, input }) => getMember(ctx.db, ctx.actor, input.id)),

  create: adminProcedure()
    .input(createMemberInput)
    .mutation(({ ctx, input }) => createMember(ctx.db, ctx.actor, input, ctx.ip)),
} satisfies TRPCRouterRecord
