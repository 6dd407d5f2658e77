import type { RoleCode } from '@pb/access'

export const roleNames: Record<RoleCode, string> = {
  SUPER: '최고관리자',
  HQ: '본사',
  AGENCY: '부본사',
  SHOP: '매장',
  MEMBER: '회원',
}
