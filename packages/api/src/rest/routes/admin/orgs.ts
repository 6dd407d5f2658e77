import { commissionSet, orgTree, orgView, statement } from '../../responses/org'
import type { RoutesOf } from '../../route'

/** The operator's network: branches, commission rates and statements. */
export const adminOrgsRoutes: RoutesOf<'admin.orgs'>[] = [
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
]
