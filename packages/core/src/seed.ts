import { randomBytes } from 'node:crypto'
import { type Db, type Executor, orgCommissionRates, orgs, type RoleCode, SEED_LOCK, users } from '@pb/db'
import { kstDateOf } from '@pb/game'
import { eq, isNull, sql } from 'drizzle-orm'
import { hashPassword } from './auth/password-hash'
import { capPointRates, defaultPointRateTenths, readEdgeState } from './game/house-edge'
import { moveWallet, openWallet } from './ledger'

export interface SeedOptions {
  /** Password of the `admin` SUPER account; a random one is generated (and reported) when absent. */
  adminPassword?: string
  /** Also seed a small org tree with one administrator per level and a few funded members. */
  demo?: boolean
  /** When the demo's plan and opening credits are booked and rates judged: the server's clock, which tests set. */
  now?: Date
}

export interface SeedReport {
  /** Accounts created by this run, with the passwords to print once; empty when nothing was new. */
  created: { loginId: string; password: string; roleCode: string }[]
}

const DEMO_PASSWORD = 'demo1234'

/** Seeds what a first start needs; running it again creates nothing twice. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const now = options.now ?? new Date()
    const created: SeedReport['created'] = []
    const root = await ensureRootOrg(tx)
    let [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'))
    if (!admin) {
      const password = options.adminPassword || randomBytes(9).toString('base64url')
      const id = await createAccount(tx, now, {
        loginId: 'admin',
        password,
        roleCode: 'SUPER',
        orgId: root.id,
        nickname: '최고관리자',
      })
      admin = { id }
      created.push({
        loginId: 'admin',
        password: options.adminPassword ? '(ADMIN_PASSWORD)' : password,
        roleCode: 'SUPER',
      })
    }
    if (options.demo) created.push(...(await seedDemo(tx, root, admin.id, now)))
    await capPointRates(tx, now)
    return { created }
  })
}

/** The root org is the first one: id 1 on a fresh database. */
async function ensureRootOrg(tx: Executor): Promise<{ id: number; path: string }> {
  const [root] = await tx.select().from(orgs).where(isNull(orgs.parentId)).orderBy(orgs.id).limit(1)
  if (root) return root
  return createOrg(tx, '본사', 0, null, '/')
}

async function seedDemo(
  tx: Executor,
  root: { id: number; path: string },
  operatorId: number,
  now: Date,
): Promise<SeedReport['created']> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.loginId, 'hq1'))
  if (existing) return []
  const hq = await createOrg(tx, '서울본부', 1, root.id, root.path)
  const agency = await createOrg(tx, '강남부본사', 2, hq.id, hq.path)
  const shop = await createOrg(tx, '역삼매장', 3, agency.id, agency.path)
  const staff = [
    { loginId: 'hq1', roleCode: 'HQ', orgId: hq.id, nickname: '서울본부장' },
    { loginId: 'agency1', roleCode: 'AGENCY', orgId: agency.id, nickname: '강남부본사장' },
    { loginId: 'shop1', roleCode: 'SHOP', orgId: shop.id, nickname: '역삼매장장' },
  ] as const
  const members = [
    { loginId: 'member1', nickname: '행운이', money: 1_000_000, points: 5_000 },
    { loginId: 'member2', nickname: '대박이', money: 500_000, points: 1_200 },
    { loginId: 'member3', nickname: '초보', money: 100_000, points: 0 },
  ]
  // The demo's commission plan (HQ 1.2 % › agency 0.8 % › shop 0.5 % rolling), from today, before
  // any account: its rolling shares the house edge with points, so every account gets the point rate
  // the edge leaves beside it, 1.3 % at the default odds and edge (docs/game-rules.md §4; docs/game-rules.md §5.5).
  const plan = [
    { orgId: hq.id, rollingRateTenths: 12, losingRatePercent: 30 },
    { orgId: agency.id, rollingRateTenths: 8, losingRatePercent: 20 },
    { orgId: shop.id, rollingRateTenths: 5, losingRatePercent: 10 },
  ]
  for (const rates of plan) {
    await tx
      .insert(orgCommissionRates)
      .values({ ...rates, effectiveFrom: kstDateOf(now), setBy: operatorId, setAt: now })
  }
  for (const account of staff) {
    const head = await createAccount(tx, now, { ...account, password: DEMO_PASSWORD })
    await tx.update(orgs).set({ headUserId: head }).where(eq(orgs.id, account.orgId))
  }
  // A second SUPER, so the demo shows four eyes: what `admin` proposes, `admin2` approves.
  await createAccount(tx, now, {
    loginId: 'admin2',
    password: DEMO_PASSWORD,
    roleCode: 'SUPER',
    orgId: root.id,
    nickname: '승인관리자',
  })
  for (const member of members) {
    const userId = await createAccount(tx, now, {
      loginId: member.loginId,
      password: DEMO_PASSWORD,
      roleCode: 'MEMBER',
      orgId: shop.id,
      nickname: member.nickname,
    })
    await creditOpeningBalance(tx, userId, member.money, member.points, now)
  }
  return [
    { loginId: 'admin2', roleCode: 'SUPER' },
    ...staff,
    ...members.map((m) => ({ ...m, roleCode: 'MEMBER' })),
  ].map((a) => ({
    loginId: a.loginId,
    password: DEMO_PASSWORD,
    roleCode: a.roleCode,
  }))
}

async function createOrg(
  tx: Executor,
  name: string,
  level: number,
  parentId: number | null,
  parentPath: string,
) {
  const [org] = await tx.insert(orgs).values({ name, level, parentId, path: parentPath }).returning()
  if (!org) throw new Error('org insert returned nothing')
  const path = `${parentPath}${org.id}/`
  await tx.update(orgs).set({ path }).where(eq(orgs.id, org.id))
  return { id: org.id, path }
}

interface AccountSeed {
  loginId: string
  password: string
  roleCode: RoleCode
  orgId: number
  nickname: string
}

async function createAccount(tx: Executor, now: Date, account: AccountSeed): Promise<number> {
  const passwordHash = await hashPassword(account.password)
  // The point rate a new member gets from the console too: 3 %, or less where the house edge needs it.
  const pointRateTenths = defaultPointRateTenths(await readEdgeState(tx, now))
  const [user] = await tx
    .insert(users)
    .values({
      ...account,
      passwordHash,
      pointRateTenths,
      name: account.nickname,
      accountHolder: account.nickname,
    })
    .returning({ id: users.id })
  if (!user) throw new Error('user insert returned nothing')
  await openWallet(tx, user.id)
  return user.id
}

/** Opening demo funds go through the ledger like any other credit, so balance = ledger sum holds. */
async function creditOpeningBalance(tx: Executor, userId: number, money: number, points: number, at: Date) {
  await moveWallet(tx, {
    userId,
    money: { amount: money, type: 'ADJUST_CREDIT' },
    ...(points > 0 ? { points: { amount: points, type: 'POINT_ADJUST' as const } } : {}),
    note: 'demo',
    at,
  })
}
