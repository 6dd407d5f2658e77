import { type Executor, seedDays } from '@pb/db'
import { buildSeedChain } from '@pb/game'
import { eq } from 'drizzle-orm'

/** The committed seed chain of a KST game date, made (from fresh randomness) the first time it is asked for. */
export async function ensureSeedDay(
  executor: Executor,
  gameDate: string,
): Promise<{ anchor: string; seeds: string[] }> {
  const [existing] = await executor.select().from(seedDays).where(eq(seedDays.gameDate, gameDate))
  if (existing) return existing
  const chain = await buildSeedChain(crypto.getRandomValues(new Uint8Array(32)))
  // Two leaders racing (or a restart) keep whichever chain was committed first.
  await executor
    .insert(seedDays)
    .values({ gameDate, anchor: chain.anchor, seeds: chain.seeds })
    .onConflictDoNothing()
  const [stored] = await executor.select().from(seedDays).where(eq(seedDays.gameDate, gameDate))
  if (!stored) throw new Error(`seed day ${gameDate} missing after insert`)
  return stored
}
