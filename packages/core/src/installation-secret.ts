import { type Executor, settings } from '@pb/db'
import { eq } from 'drizzle-orm'

/**
 * A secret of this installation (a signing key, a permutation key), generated the first time it is
 * asked for and kept in the settings table. Instances starting together all end up with the first
 * one written. Never answered by any call.
 */
export async function installationSecret<T>(executor: Executor, key: string, generate: () => T): Promise<T> {
  const read = async () => {
    const [row] = await executor
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .prepare('read_installation_secret')
      .execute()
    return row?.value as T | undefined
  }
  const existing = await read()
  if (existing !== undefined) return existing
  await executor.insert(settings).values({ key, value: generate() }).onConflictDoNothing()
  const kept = await read()
  if (kept === undefined) throw new Error(`the installation secret ${key} was not kept`)
  return kept
}
