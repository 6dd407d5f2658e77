import { moveMemberInput } from '@pb/contract/inputs/branches'
import {
  betBlockInput,
  createMemberInput,
  listMembersInput,
  memberIdInput,
  memberLedgerInput,
  memberPasswordInput,
  updateMemberInput,
} from '@pb/contract/inputs/members'
import {
  createMemberOrPropose,
  resetMemberTotpOrPropose,
  setMemberPasswordOrPropose,
  updateMemberOrPropose,
} from '@pb/core/approvals/account-gate'
import { setBetBlock } from '@pb/core/users/bet-block'
import { listMembers } from '@pb/core/users/list-members'
import { memberDetail } from '@pb/core/users/member-detail'
import { memberLedger } from '@pb/core/users/member-ledger'
import { setMemberPointPassword } from '@pb/core/users/member-passwords'
import { moveMember } from '@pb/core/users/move-member'
import { removeMember } from '@pb/core/users/remove-member'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer, answerOrProposal } from '../../answer'
import { moneyLedger } from '../../rest/responses/ledger'
import { member, memberDetail as memberDetailAnswer, members } from '../../rest/responses/member'
import { done } from '../../rest/responses/shared'
import { adminProcedure } from '../../trpc'

export const adminUsersRouter = {
  list: adminProcedure('members.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users',
        summary: '회원 목록 (등급·상태·검색어·조직 필터, 정렬, 페이지)',
      },
    })
    .input(listMembersInput)
    .output(answer(members))
    .query(({ ctx, input }) => listMembers(ctx, input)),

  byId: adminProcedure('members.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users/{id}',
        summary: '회원 상세',
      },
    })
    .input(memberIdInput)
    .output(answer(memberDetailAnswer))
    .query(({ ctx, input }) => memberDetail(ctx, input)),

  create: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users',
        summary: '회원 생성',
        status: 201,
      },
    })
    .input(createMemberInput)
    .output(answerOrProposal(member))
    .mutation(({ ctx, input }) => createMemberOrPropose(ctx, input)),

  update: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/users/{id}',
        summary: '회원 정보 수정 (닉네임, 이름, 전화, 이메일, 적립률, 상태, 등급)',
      },
    })
    .input(updateMemberInput)
    .output(answerOrProposal(member))
    .mutation(({ ctx, input }) => updateMemberOrPropose(ctx, input)),

  remove: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        summary: '회원 삭제 (내역이 있으면 비활성화)',
      },
    })
    .input(memberIdInput)
    .mutation(({ ctx, input }) => removeMember(ctx, input)),

  setPassword: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/users/{id}/password',
        summary: '회원 비밀번호 변경 (모든 로그인 종료; 자신의 것은 PUT /admin/password)',
      },
    })
    .input(memberPasswordInput)
    .output(answerOrProposal(done))
    .mutation(({ ctx, input }) => setMemberPasswordOrPropose(ctx, input)),

  setPointPassword: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/users/{id}/point-password',
        summary: '포인트 전환 비밀번호 설정',
      },
    })
    .input(memberPasswordInput)
    .mutation(({ ctx, input }) => setMemberPointPassword(ctx, input)),

  setBetBlock: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/users/{id}/bet-block',
        summary: '베팅 차단 또는 허용 (betBlocked: 1 | 0)',
      },
    })
    .input(betBlockInput)
    .output(answer(member))
    .mutation(({ ctx, input }) => setBetBlock(ctx, input)),

  /** A subordinate's second factor removed (a lost authenticator); their sessions end. */
  resetTotp: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/users/{id}/totp',
        summary: '하위 관리자의 2단계 인증 초기화 (모든 로그인 종료; 자신의 것은 불가)',
      },
    })
    .input(memberIdInput)
    .output(answerOrProposal(done))
    .mutation(({ ctx, input }) => resetMemberTotpOrPropose(ctx, input)),

  move: adminProcedure('members.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users/{id}/move',
        summary: '회원을 다른 매장 조직으로 이동 (orgId)',
      },
    })
    .input(moveMemberInput)
    .output(answer(member))
    .mutation(({ ctx, input }) => moveMember(ctx, input)),

  ledger: adminProcedure('members.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users/{id}/ledger',
        summary: '회원 머니 내역 (정산 전 내역, 최신순)',
      },
    })
    .input(memberLedgerInput)
    .output(answer(moneyLedger))
    .query(({ ctx, input }) => memberLedger(ctx, input)),
} satisfies TRPCRouterRecord
