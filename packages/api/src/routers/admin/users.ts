import {
  createMember,
  createMemberInput,
  listMembers,
  listMembersInput,
  memberDetail,
  memberIdInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminUsersRouter = {
  list: adminProcedure()
    .input(listMembersInput)
    .query(({ ctx, input }) => listMembers(ctx, input)),

  byId: adminProcedure()
    .input(memberIdInput)
    .query(({ ctx, input }) => memberDetail(ctx, input)),

  create: adminProcedure()
    .input(createMemberInput)
    .mutation(({ ctx, input }) => createMember(ctx, input)),
} satisfies TRPCRouterRecord
