import {
  commissionInput,
  createOrg,
  createOrgInput,
  listOrgs,
  orgStatement,
  setCommission,
  statementInput,
  updateOrg,
  updateOrgInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** The operator's network: branches, their commission plans and statements. */
export const adminOrgsRouter = {
  list: adminProcedure('orgs.view').query(({ ctx }) => listOrgs(ctx)),

  create: adminProcedure('orgs.manage')
    .input(createOrgInput)
    .mutation(({ ctx, input }) => createOrg(ctx, input)),

  update: adminProcedure('orgs.manage')
    .input(updateOrgInput)
    .mutation(({ ctx, input }) => updateOrg(ctx, input)),

  setCommission: adminProcedure('orgs.manage')
    .input(commissionInput)
    .mutation(({ ctx, input }) => setCommission(ctx, input)),

  statement: adminProcedure('orgs.view')
    .input(statementInput)
    .query(({ ctx, input }) => orgStatement(ctx, input)),
} satisfies TRPCRouterRecord
