import { commissionInput, createOrgInput, statementInput, updateOrgInput } from '@pb/contract/inputs/branches'
import { setCommission } from '@pb/core/orgs/commission-rates'
import { createOrg } from '@pb/core/orgs/create-org'
import { listOrgs } from '@pb/core/orgs/list-orgs'
import { orgStatement } from '@pb/core/orgs/statement'
import { updateOrg } from '@pb/core/orgs/update-org'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { commissionSet, orgTree, orgView, statement } from '../../rest/responses/org'
import { adminProcedure } from '../../trpc'

/** The operator's network: branches, their commission plans and statements. */
export const adminOrgsRouter = {
  list: adminProcedure('orgs.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/orgs',
        summary: '내 조직과 하위 조직 트리 (단계, 상태, 책임자, 관리자·회원 수, 요율)',
      },
    })
    .output(answer(orgTree))
    .query(({ ctx }) => listOrgs(ctx)),

  create: adminProcedure('orgs.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/orgs',
        summary: '하위 조직 생성 (parentId 한 단계 아래)',
        status: 201,
      },
    })
    .input(createOrgInput)
    .output(answer(orgView))
    .mutation(({ ctx, input }) => createOrg(ctx, input)),

  update: adminProcedure('orgs.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/orgs/{id}',
        summary: '조직 이름 변경, 중지(SUSPENDED)·재개(ACTIVE)',
      },
    })
    .input(updateOrgInput)
    .output(answer(orgView))
    .mutation(({ ctx, input }) => updateOrg(ctx, input)),

  setCommission: adminProcedure('orgs.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/orgs/{id}/commission',
        summary: '수수료 요율 설정 (상위 조직만; 다음 KST 날짜부터 적용)',
      },
    })
    .input(commissionInput)
    .output(answer(commissionSet))
    .mutation(({ ctx, input }) => setCommission(ctx, input)),

  statement: adminProcedure('orgs.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/orgs/{id}/statement',
        summary: '조직 정산서 (start, end: KST 날짜, 하위 조직 포함; 마감된 기간은 마감 당시 내용)',
      },
    })
    .input(statementInput)
    .output(answer(statement))
    .query(({ ctx, input }) => orgStatement(ctx, input)),
} satisfies TRPCRouterRecord
