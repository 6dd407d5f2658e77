import { moneyLedger } from '../../responses/ledger'
import { member, memberDetail, members } from '../../responses/member'
import type { RoutesOf } from '../../route'

/** Members in the back office: list, create, read, edit, move between shops, passwords, bet blocks, ledger. */
export const adminUsersRoutes: RoutesOf<'admin.users'>[] = [
  {
    method: 'GET',
    path: '/admin/users',
    procedure: 'admin.users.list',
    summary: '회원 목록 (등급·상태·검색어·조직 필터, 정렬, 페이지)',
    response: members,
  },
  {
    method: 'POST',
    path: '/admin/users',
    procedure: 'admin.users.create',
    mayPropose: true,
    summary: '회원 생성',
    status: 201,
    response: member,
  },
  {
    method: 'GET',
    path: '/admin/users/{id}',
    procedure: 'admin.users.byId',
    summary: '회원 상세',
    response: memberDetail,
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}',
    procedure: 'admin.users.update',
    mayPropose: true,
    summary: '회원 정보 수정 (닉네임, 이름, 전화, 이메일, 적립률, 상태, 등급)',
    response: member,
  },
  {
    method: 'DELETE',
    path: '/admin/users/{id}',
    procedure: 'admin.users.remove',
    summary: '회원 삭제 (내역이 있으면 비활성화)',
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}/password',
    procedure: 'admin.users.setPassword',
    mayPropose: true,
    summary: '회원 비밀번호 변경 (모든 로그인 종료; 자신의 것은 PUT /admin/password)',
  },
  {
    method: 'DELETE',
    path: '/admin/users/{id}/totp',
    procedure: 'admin.users.resetTotp',
    mayPropose: true,
    summary: '하위 관리자의 2단계 인증 초기화 (모든 로그인 종료; 자신의 것은 불가)',
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}/point-password',
    procedure: 'admin.users.setPointPassword',
    summary: '포인트 전환 비밀번호 설정',
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}/bet-block',
    procedure: 'admin.users.setBetBlock',
    summary: '베팅 차단 또는 허용 (betBlocked: 1 | 0)',
    response: member,
  },
  {
    method: 'GET',
    path: '/admin/users/{id}/ledger',
    procedure: 'admin.users.ledger',
    summary: '회원 머니 내역 (정산 전 내역, 최신순)',
    response: moneyLedger,
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/move',
    procedure: 'admin.users.move',
    summary: '회원을 다른 매장 조직으로 이동 (orgId)',
    response: member,
  },
]
