import type { AdminRoleCode } from '@pb/access'
import { type Executor, settings } from '@pb/db'
import { type CapGroup, defaultCaps } from '@pb/game'
import { eq, sql } from 'drizzle-orm'
import { writeAudit } from './audit'

/** Operator settings with their defaults; a stored row overrides the default. */
const settingDefaults = {
  caps: defaultCaps,
  pointConvertPasswordRequired: false,
  /** Administrator roles that must sign in with a second factor (TOTP). */
  totpRequiredRoles: [] as AdminRoleCode[],
  /**
   * The smallest edge the house keeps on every selection, in percent: no odds or point rate may make
   * a selection return more than 100 − this, payouts and points together.
   */
  minHouseEdge: 1,
  /**
   * A single-SUPER installation may approve its own proposals; /fairness shows it publicly. It has
   * no effect while two or more SUPER accounts exist, in any status.
   */
  selfApproval: false,
  /** Money grants (won) above this are proposals a second SUPER approves; null: never. */
  grantApprovalAbove: null as number | null,
  /** Withdrawals (won) above this are approved by a second SUPER; null: never. */
  withdrawalApprovalAbove: null as number | null,
} satisfies Record<string, unknown>

export type SettingKey = keyof typeof settingDefaults
export type Settings = { [K in SettingKey]: (typeof settingDefaults)[K] }
export type Caps = Record<CapGroup | 'TOTAL', number>

export async function readSetting<K extends SettingKey>(executor: Executor, key: K): Promise<Settings[K]> {
  // Prepared: every bet reads the caps, so the database plans this once per connection.
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .prepare('read_setting')
    .execute()
  if (!row) return settingDefaults[key]
  // Stored caps may hold only some groups; the rest keep their defaults. A list is stored whole.
  return (
    typeof row.value === 'object' && row.value !== null && !Array.isArray(row.value)
      ? { ...(settingDefaults[key] as object), ...(row.value as object) }
      : row.value
  ) as Settings[K]
}

export async function writeSetting<K extends SettingKey>(
  executor: Executor,
  actorId: number,
  key: K,
  value: Settings[K],
  ip = '',
): Promise<void> {
  const before = await readSetting(executor, key)
  // A null setting (a limit switched off) is stored as JSON null: the column itself is never empty.
  const stored = value === null ? sql`'null'::jsonb` : value
  await executor
    .insert(settings)
    .values({ key, value: stored, updatedBy: actorId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: stored, updatedBy: actorId, updatedAt: new Date() },
    })
  await writeAudit(executor, {
    actorId,
    action: 'SETTING_UPDATE',
    targetType: 'setting',
    targetId: key,
    before,
    after: value,
    ip,
  })
}
