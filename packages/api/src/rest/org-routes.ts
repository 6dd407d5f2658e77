import { member } from './responses/member'
import {
  commissionClose,
  commissionCloses,
  commissionSet,
  orgTree,
  orgView,
  statement,
} from './responses/org'
import type { RestRoute } from './routes'

/** The operator's network: branches, rates, statements, commission closes, members moved between shops. */
export const orgRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/orgs',
    procedure: 'admin.orgs.list',
    summary: '내 조직과 하위 조직 트리 (단계, 상태, 책임자, 관리자·회원 수, 요율)',
    response: orgTree,
  },
  {
    method: 'POST',
    path: '/admin/orgs',
    procedure: 'admin.orgs.create',
    summary: '하위 조직 생성 (parentId 한 단계 아래)',
    status: 201,
    response: orgView,
  },
  {
    method: 'PUT',
    path: '/admin/orgs/{id}/commission',
    procedure: 'admin.orgs.setCommission',
    summary: '수수료 요율 설정 (상위 조직만; 다음 KST 날짜부터 적용)',
    response: commissionSet,
  },
  {
    method: 'GET',
    path: '/admin/orgs/{id}/statement',
    procedure: 'admin.orgs.statement',
    summary: '조직 정산서 (start, end: KST 날짜, 하위 조직 포함; 마감된 기간은 마감 당시 내용)',
    response: statement,
  },
  {
    method: 'PUT',
    path: '/admin/orgs/{id}',
    procedure: 'admin.orgs.update',
    summary: '조직 이름 변경, 중지(SUSPENDED)·재개(ACTIVE)',
    response: orgView,
  },
  {
    method: 'GET',
    path: '/admin/commission/closes',
    procedure: 'admin.commission.closes',
    summary: '마감된 수수료 기간 (최신순)',
    response: commissionCloses,
  },
  {
    method: 'POST',
    path: '/admin/commission/closes',
    procedure: 'admin.commission.close',
    summary: '수수료 기간 마감 (SUPER; 하루, 월–일 한 주, 한 달): 조직 책임자에게 COMMISSION 지급',
    response: commissionClose,
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/move',
    procedure: 'admin.users.move',
    summary: '회원을 다른 매장 조직으로 이동 (orgId)',
    response: member,
  },
]
