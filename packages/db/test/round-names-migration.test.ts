import { afterAll, beforeAll, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { createEmptyPglite } from '@pb/db/testing'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder, migrationsUpTo } from './migrations-up-to'

/**
 * Proposals stored before migration 0021 name their round `roundNumber`, in the change and in the
 * applied result; the procedures now read `roundNo` (docs/api-conventions.md §11).
 */
let folder = ''
let client: PGlite
const db = () => drizzle(client)

beforeAll(async () => {
  client = await createEmptyPglite()
  folder = migrationsUpTo(20)
  await migrate(db(), { migrationsFolder: folder })
  await client.exec(`
    insert into orgs (id, name, level, parent_id, path) values (1, '본사', 0, null, '/1/');
    insert into users (id, org_id, role_code, login_id, password_hash, nickname) values (1, 1, 'SUPER', 'admin', 'x', '관리자');
    insert into approvals (id, kind, status, payload, round_no, reason, proposed_by, proposed_at, expires_at, result) values
      (1, 'ROUND_VOID', 'APPLIED', '{"roundNumber": 7, "reason": "점검"}', 7, '점검', 1, now(), now(),
        '{"roundNumber": 7, "refundedBets": 2, "refundedAmount": 3000}'),
      (2, 'MANUAL_RESULT', 'PENDING_APPROVAL', '{"roundNumber": 9, "normalBalls": [1, 2, 3, 4, 5], "powerBall": 0}', 9,
        '수동', 1, now(), now(), null),
      (3, 'ODDS_UPDATE', 'PENDING_APPROVAL', '{"marketCode": "PB_ODD_EVEN", "selectionCode": "PB_ODD", "odds": 1.9}',
        null, '배당', 1, now(), now(), null);
  `)
  await migrate(db(), { migrationsFolder })
}, 60_000)

afterAll(async () => {
  await client.close()
  rmSync(folder, { recursive: true, force: true })
})

test('stored changes and results name the round roundNo; nothing else changes', async () => {
  const { rows } = (await db().execute(
    sql`select id, payload, result from approvals order by id`,
  )) as unknown as {
    rows: { id: number; payload: Record<string, unknown>; result: Record<string, unknown> | null }[]
  }
  expect(rows).toEqual([
    {
      id: 1,
      payload: { roundNo: 7, reason: '점검' },
      result: { roundNo: 7, refundedBets: 2, refundedAmount: 3000 },
    },
    { id: 2, payload: { roundNo: 9, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 }, result: null },
    { id: 3, payload: { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.9 }, result: null },
  ])
})
