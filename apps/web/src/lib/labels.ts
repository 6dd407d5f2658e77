import { i18n } from '../i18n/i18n'

const roleCodes = ['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER'] as const
const memberStatuses = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const

/** The role in the chosen language; a role the catalog does not know keeps the server's name. */
export function roleLabel(user: { roleCode: string; roleName: string }): string {
  const code = roleCodes.find((candidate) => candidate === user.roleCode)
  return code ? i18n.t(`roles.${code}`) : user.roleName
}

export function memberStatusLabel(statusCode: string): string {
  const status = memberStatuses.find((candidate) => candidate === statusCode)
  return status ? i18n.t(`memberStatus.${status}`) : i18n.t('common.unknown')
}
