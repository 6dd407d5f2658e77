import type { TFunction } from 'i18next'
import type { AuditAction } from '../admin-types'
import { adminKo } from '../i18n/ko'

/** The label table names every action the server records (typecheck fails on a new one without). */
const labelled = adminKo.audit.actions

const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(labelled, value)

/** Every action, in the label table's order: the options of the action filter. */
export const auditActions: readonly AuditAction[] = Object.keys(labelled).filter(isAuditAction)

/** An action's label; one the console does not know yet shows as the server names it. */
export function auditActionLabel(action: string, t: TFunction<'admin'>): string {
  return isAuditAction(action) ? t(`audit.actions.${action}`) : action
}
