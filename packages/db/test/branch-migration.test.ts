import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { createEmptyPglite } from '@pb/db/testing'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder, migrationsUpTo } from './migrations-up-to'

/**
 * An installation from before branches were records (migration 0014): administrators created without
 * a branch sat in their creator's, whatever their rank. Migration 0015 gives each its own branch of
 * its level, with the members it created, and the database holds the shape from then on.
 */
let folder = ''
let client: PGlite
const db = () => drizzle(client)

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows
}

beforeAll(async () => {
  client = await createEmptyPglite()
  folder = migrationsUpTo(14)
  await migrate(db(), { migrationsFolder: folder })
  // Root 1 › 서울본부 2 › 강남부본사 3 › 역삼매장 4, with hq1, agency1 and shop1 where they belong.
  await client.exec(`
    insert into orgs (id, name, level, parent_id, path) values
      (1, '본사', 0, null, '/1/'), (2, '서울본부', 1, 1, '/1/2/'), (3, '강남부본사', 2, 2, '/1/2/3/'),
      (4, '역삼매장', 3, 3, '/1/2/3/4/');
    select setval('orgs_id_seq', 4);
    insert into users (id, org_id, role_code, login_id, password_hash, nickname) values
      (1, 1, 'SUPER', 'admin', 'x', '최고관리자'),
      (2, 2, 'HQ', 'hq1', 'x', '서울본부장'),
      (3, 3, 'AGENCY', 'agency1', 'x', '강남부본사장'),
      (4, 4, 'SHOP', 'shop1', 'x', '역삼매장장'),
      (5, 4, 'MEMBER', 'member1', 'x', '행운이'),
      (6, 1, 'SHOP', 'shopa', 'x', '가매장'),
      (7, 1, 'SHOP', 'shopb', 'x', '나매장'),
      (8, 1, 'MEMBER', 'ma', 'x', '가회원'),
      (9, 1, 'MEMBER', 'mb', 'x', '나회원'),
      (10, 1, 'MEMBER', 'house', 'x', '직영회원'),
      (11, 3, 'SHOP', 'shopc', 'x', '다매장'),
      (12, 3, 'MEMBER', 'mc', 'x', '다회원'),
      (13, 1, 'HQ', 'hq2', 'x', '부산본부');
    select setval('users_id_seq', 13);
    insert into audit_log (actor_id, action, target_type, target_id) values
      (1, 'USER_CREATE', 'user', '6'), (1, 'USER_CREATE', 'user', '7'), (6, 'USER_CREATE', 'user', '8'),
      (7, 'USER_CREATE', 'user', '9'), (1, 'USER_CREATE', 'user', '10'), (3, 'USER_CREATE', 'user', '11'),
      (11, 'USER_CREATE', 'user', '12'), (1, 'USER_CREATE', 'user', '13');
    insert into bets (purchase_no, user_id, round_no, total_stake, money_before, money_after) values
      ('P-8', 8, 1, 1000, 1000, 0), ('P-5', 5, 1, 1000, 1000, 0);
    insert into cash_transactions (user_id, type, amount) values (8, 'TOPUP', 10000), (12, 'TOPUP', 20000);
  `)
  await migrate(db(), { migrationsFolder })
}, 60_000)

afterAll(async () => {
  await client.close()
  rmSync(folder, { recursive: true, force: true })
})

interface Placed {
  login_id: string
  role_code: string
  level: number
  path: string
  head: boolean
}

const placed = async () =>
  new Map(
    (
      await rows<Placed>(sql`select u.login_id, u.role_code, o.level, o.path, o.head_user_id = u.id as head
        from users u join orgs o on o.id = u.org_id order by u.id`)
    ).map((row) => [row.login_id, row]),
  )

describe('migration 0015 on an installation with administrators outside their level', () => {
  test('every administrator heads a branch of its own level; the tree keeps its shape', async () => {
    const users = await placed()
    const levelOf: Record<string, number> = { SUPER: 0, HQ: 1, AGENCY: 2, SHOP: 3 }
    for (const [loginId, user] of users) {
      if (user.role_code !== 'MEMBER')
        expect({ loginId, level: user.level }).toEqual({ loginId, level: levelOf[user.role_code] ?? -1 })
    }
    // Those already in place stay; the demo heads head their branches.
    expect(users.get('shop1')).toMatchObject({ path: '/1/2/3/4/', head: true })
    expect(users.get('hq1')).toMatchObject({ path: '/1/2/', head: true })
    // A shop made by an agency hangs under that agency; one made by SUPER under branches opened for it.
    expect(users.get('shopc')?.path).toMatch(/^\/1\/2\/3\/\d+\/$/)
    expect(users.get('shopc')?.head).toBe(true)
    expect(users.get('shopa')?.path).toMatch(/^\/1\/\d+\/\d+\/\d+\/$/)
    expect(users.get('shopb')?.path).toMatch(/^\/1\/\d+\/\d+\/\d+\/$/)
    expect(users.get('shopa')?.path).not.toBe(users.get('shopb')?.path)
    expect(users.get('hq2')?.path).toMatch(/^\/1\/\d+\/$/)
    const shapes = await rows<{ bad: number }>(sql`select count(*)::int as bad from orgs o
      left join orgs p on p.id = o.parent_id
      where (o.parent_id is null and o.level <> 0) or (o.parent_id is not null and p.level <> o.level - 1)
        or o.path <> coalesce(p.path, '/') || o.id || '/'`)
    expect(shapes[0]?.bad).toBe(0)
  })

  test('members move with the administrator that created them; the rest stay', async () => {
    const users = await placed()
    expect(users.get('ma')?.path).toBe(users.get('shopa')?.path)
    expect(users.get('mb')?.path).toBe(users.get('shopb')?.path)
    expect(users.get('mc')?.path).toBe(users.get('shopc')?.path)
    expect(users.get('house')?.path).toBe('/1/')
    expect(users.get('member1')?.path).toBe('/1/2/3/4/')
    // Purchases and requests record the branch their member now sits in.
    const recorded = await rows<{ loginId: string; same: boolean }>(sql`
      select u.login_id as "loginId", b.org_id = u.org_id as same from bets b join users u on u.id = b.user_id
      union all
      select u.login_id, t.org_id = u.org_id from cash_transactions t join users u on u.id = t.user_id`)
    expect(recorded.every((row) => row.same)).toBe(true)
    expect(recorded).toHaveLength(4)
  })

  test('from now on the database refuses an administrator outside its level', async () => {
    const error = await db()
      .execute(sql`update users set org_id = 1 where login_id = 'shopa'`)
      .then(
        () => null,
        (failure: { cause?: { code?: string } }) => failure.cause?.code,
      )
    expect(error).toBe('23514')
  })
})
