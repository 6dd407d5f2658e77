import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { approvals, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { createPerson } from '../support/network'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

/**
 * Four eyes that take two people (docs/roles-and-branches.md §5), tried as a rogue SUPER would: each
 * test names the way one SUPER used to get a change applied alone, and shows it refused. Production
 * start (no demo): `admin` is alone at first, and the clock only moves when a test moves it.
 */
const DAY = 24 * 3600_000
const clock = createManualClock(new Date('2026-12-08T03:00:00Z'))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens = { admin: '', super2: '', super3: '' }
const ids = { super2: 0, super3: 0 }
const logins = { super2: '' }
const passwords = { admin: ADMIN_PASSWORD, super2: 'second-pass', super3: 'third-pass' }

interface Proposal {
  id: number
  kind: string
  status: string
  proposed?: true
  payload: Record<string, unknown>
}

beforeAll(async () => {
  server = await startTestServer({ clock, demo: false })
  call = restClient(server.url)
  tokens.admin = await signIn('admin', ADMIN_PASSWORD)
}, 60_000)
afterAll(() => server.close())

async function signIn(loginId: string, password: string) {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area: 'admin' },
  })
  expect({ loginId, status: login.status }).toEqual({ loginId, status: 200 })
  return login.body.data?.accessToken ?? ''
}

/** Time passes (a day: cooling-off ends), and everyone signs in again. */
async function later(ms = DAY + 1_000) {
  clock.advance(ms)
  tokens.admin = await signIn('admin', passwords.admin)
  if (ids.super2) tokens.super2 = await signIn(logins.super2, passwords.super2)
  if (ids.super3) tokens.super3 = await signIn('super3', passwords.super3)
}

const superBody = (loginId: string, password: string, currentPassword: string) => ({
  loginId,
  password,
  roleCode: 'SUPER',
  bankName: '-',
  accountNumber: '0',
  accountHolder: loginId,
  currentPassword,
})
const proposeCaps = (token: string, amount: number) =>
  call<Proposal>('PUT', '/admin/settings', { token, body: { caps: { SIZE: amount } } })
const approve = (id: number, token: string) =>
  call<Proposal>('POST', `/admin/approvals/${id}/approve`, { token })
const statusOf = async (id: number) =>
  (
    await call<{ items: Proposal[] }>('GET', '/admin/approvals?limit=100', { token: tokens.admin })
  ).body.data?.items.find((item) => item.id === id)?.status

describe('a SUPER made by another is not a second person', () => {
  test('break: admin made a SUPER with his own password and approved with it; now it cools off, then stays tied', async () => {
    // Alone, admin still makes the first colleague at once: nobody else could approve it. Two made
    // at once cannot both be that first colleague: the one that waited for the other is refused
    // (409, sent again it would be a proposal), or, when it came after the other, is a proposal.
    const made = await Promise.all(
      ['super2', 'super2x'].map((loginId) =>
        call<{ id: number; loginId: string }>('POST', '/admin/users', {
          token: tokens.admin,
          body: superBody(loginId, passwords.super2, ADMIN_PASSWORD),
        }),
      ),
    )
    const statuses = made.map((answer) => answer.status).sort()
    expect([
      [201, 202],
      [201, 409],
    ]).toContainEqual(statuses)
    const proposedToo = made.find((answer) => answer.status === 202)?.body.data?.id
    if (proposedToo !== undefined) {
      const withdrawn = await call('POST', `/admin/approvals/${proposedToo}/reject`, {
        token: tokens.admin,
        body: { reason: '중복 생성' },
      })
      expect(withdrawn.status).toBe(200)
    }
    const first = made.find((answer) => answer.status === 201)?.body.data
    ids.super2 = first?.id ?? 0
    logins.super2 = first?.loginId ?? ''
    tokens.super2 = await signIn(logins.super2, passwords.super2)
    const early = await proposeCaps(tokens.admin, 90_000)
    expect(await approve(early.body.data?.id ?? 0, tokens.super2)).toMatchObject({
      status: 403,
      body: { code: 'APPROVER_COOLING_OFF' },
    })
    await later()
    const second = await proposeCaps(tokens.admin, 91_000)
    expect(await approve(second.body.data?.id ?? 0, tokens.super2)).toMatchObject({
      status: 403,
      body: { code: 'APPROVER_NOT_INDEPENDENT', details: { reason: 'accountsTiedByCreation' } },
    })
    expect(await statusOf(second.body.data?.id ?? 0)).toBe('PENDING_APPROVAL')
  })

  test('once two SUPERs exist a new one is a proposal, without its password on show; maker and made are tied both ways', async () => {
    const proposed = await call<Proposal>('POST', '/admin/users', {
      token: tokens.admin,
      body: superBody('super3', passwords.super3, ADMIN_PASSWORD),
    })
    expect(proposed).toMatchObject({
      status: 202,
      body: { data: { kind: 'SUPER_CREATE', status: 'PENDING_APPROVAL', proposed: true } },
    })
    const payload = proposed.body.data?.payload ?? {}
    expect(payload).toMatchObject({ loginId: 'super3', passwordSet: true })
    expect(Object.keys(payload)).not.toContain('password')
    expect(Object.keys(payload)).not.toContain('passwordHash')
    expect(Object.keys(payload)).not.toContain('currentPassword')
    const early = await call('POST', '/auth/login', {
      body: { loginId: 'super3', password: passwords.super3, area: 'admin' },
    })
    expect(early.status).toBe(401)
    // The SUPER admin made may not approve what admin proposes, this creation included.
    expect(await approve(proposed.body.data?.id ?? 0, tokens.super2)).toMatchObject({ status: 403 })
    await call('POST', `/admin/approvals/${proposed.body.data?.id}/reject`, {
      token: tokens.admin,
      body: { reason: '다른 관리자가 제안' },
    })

    // super2 proposes it and admin approves: the new account is tied to its proposer both ways.
    const bySecond = await call<Proposal>('POST', '/admin/users', {
      token: tokens.super2,
      body: superBody('super3', passwords.super3, passwords.super2),
    })
    expect(bySecond.status).toBe(202)
    const created = await approve(bySecond.body.data?.id ?? 0, tokens.admin)
    expect(created).toMatchObject({ status: 200, body: { data: { status: 'APPLIED' } } })
    ids.super3 = Number((created.body.data as unknown as { result: { id: number } }).result.id)
    await later()
    const fromSecond = await proposeCaps(tokens.super2, 92_000)
    expect(await approve(fromSecond.body.data?.id ?? 0, tokens.super3)).toMatchObject({
      status: 403,
      body: { details: { reason: 'accountsTiedByCreation' } },
    })
    // super3 is a second person for admin.
    const fromAdmin = await proposeCaps(tokens.admin, 93_000)
    expect(await approve(fromAdmin.body.data?.id ?? 0, tokens.super3)).toMatchObject({
      status: 200,
      body: { data: { status: 'APPLIED' } },
    })
  })
})

describe('proposal states', () => {
  test('of two concurrent approvals one applies and the other changes nothing; the applied one stays APPLIED', async () => {
    const proposed = await proposeCaps(tokens.admin, 94_000)
    const id = proposed.body.data?.id ?? 0
    const answers = await Promise.all([approve(id, tokens.super3), approve(id, tokens.super3)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'PROPOSAL_DECIDED' })
    expect(await statusOf(id)).toBe('APPLIED')
  })

  test('an approved proposal whose apply never finished expires instead of applying later', async () => {
    const proposed = await proposeCaps(tokens.admin, 95_000)
    const id = proposed.body.data?.id ?? 0
    // As a server that stopped between claiming the approval and applying it leaves it.
    await server.database.db
      .update(approvals)
      .set({ status: 'APPROVED', decidedBy: ids.super3, decidedAt: clock.now() })
      .where(eq(approvals.id, id))
    await later(16 * 60_000)
    expect(await approve(id, tokens.super3)).toMatchObject({
      status: 409,
      body: { code: 'PROPOSAL_EXPIRED' },
    })
    expect(await statusOf(id)).toBe('EXPIRED')
    const caps = await call<{ caps: { SIZE: number } }>('GET', '/admin/settings', { token: tokens.admin })
    expect(caps.body.data?.caps.SIZE).toBe(94_000)
  })
})

describe('money decisions the operator put under four eyes', () => {
  test('a grant or a withdrawal above the limits waits for a second SUPER; below them it is made at once', async () => {
    const limits = await proposeCaps(tokens.admin, 96_000)
    await approve(limits.body.data?.id ?? 0, tokens.super3)
    const setting = await call<Proposal>('PUT', '/admin/settings', {
      token: tokens.admin,
      body: { grantApprovalAbove: 100_000, withdrawalApprovalAbove: 100_000 },
    })
    expect(await approve(setting.body.data?.id ?? 0, tokens.super3)).toMatchObject({ status: 200 })
    const member = await createPerson(call, tokens.admin, 'MEMBER', 'eyes', { orgId: 1 })
    const balance = async () =>
      (await call<{ moneyBal: number }>('GET', `/admin/users/${member.id}`, { token: tokens.admin })).body
        .data?.moneyBal

    const large = await call<Proposal>('POST', `/admin/users/${member.id}/balance`, {
      token: tokens.admin,
      body: { amount: 200_000, note: '이벤트' },
    })
    expect(large).toMatchObject({ status: 202, body: { data: { kind: 'BALANCE_GRANT', proposed: true } } })
    expect(await balance()).toBe(0)
    expect(await approve(large.body.data?.id ?? 0, tokens.admin)).toMatchObject({
      status: 403,
      body: { code: 'SELF_APPROVAL_FORBIDDEN' },
    })
    expect(await approve(large.body.data?.id ?? 0, tokens.super3)).toMatchObject({ status: 200 })
    expect(await balance()).toBe(200_000)
    const small = await call('POST', `/admin/users/${member.id}/balance`, {
      token: tokens.admin,
      body: { amount: 50_000 },
    })
    expect(small.status).toBe(200)
    expect(await balance()).toBe(250_000)

    const request = await call<{ id: number }>('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: 150_000 },
    })
    expect(request.status).toBe(201)
    const path = `/admin/transactions/withdrawal/${request.body.data?.id}/status`
    const held = await call<Proposal>('PUT', path, { token: tokens.admin, body: { action: 'approve' } })
    expect(held).toMatchObject({ status: 202, body: { data: { kind: 'WITHDRAWAL_APPROVE' } } })
    const again = await call<Proposal>('PUT', path, { token: tokens.admin, body: { action: 'approve' } })
    expect(again).toMatchObject({ status: 202, body: { data: { id: held.body.data?.id } } })
    const pending = await call<{ items: { id: number; statusCode: string }[] }>(
      'GET',
      '/admin/transactions/withdrawal',
      { token: tokens.admin },
    )
    expect(pending.body.data?.items.find((item) => item.id === request.body.data?.id)?.statusCode).toBe(
      'PENDING',
    )
    expect(await approve(held.body.data?.id ?? 0, tokens.super3)).toMatchObject({
      status: 200,
      body: { data: { status: 'APPLIED', result: { statusCode: 'APPROVED' } } },
    })

    const off = await call<Proposal>('PUT', '/admin/settings', {
      token: tokens.admin,
      body: { grantApprovalAbove: null },
    })
    expect(await approve(off.body.data?.id ?? 0, tokens.super3)).toMatchObject({ status: 200 })
    const settings = await call('GET', '/admin/settings', { token: tokens.admin })
    expect(settings.body.data).toMatchObject({ grantApprovalAbove: null, withdrawalApprovalAbove: 100_000 })
    const unlimited = await call('POST', `/admin/users/${member.id}/balance`, {
      token: tokens.admin,
      body: { amount: 300_000 },
    })
    expect(unlimited.status).toBe(200)
  })
})

describe('credentials and status of a SUPER', () => {
  test('break: admin reset a colleague’s password and approved as them; now the reset is a proposal and ties the two', async () => {
    const proposed = await call<Proposal>('PUT', `/admin/users/${ids.super2}/password`, {
      token: tokens.admin,
      body: { password: 'reset-by-admin' },
    })
    expect(proposed).toMatchObject({ status: 202, body: { data: { kind: 'SUPER_PASSWORD_RESET' } } })
    expect(JSON.stringify(proposed.body.data)).not.toContain('reset-by-admin')
    // Nothing changed yet: the old password still signs in.
    tokens.super2 = await signIn(logins.super2, passwords.super2)
    expect(await approve(proposed.body.data?.id ?? 0, tokens.super3)).toMatchObject({ status: 200 })
    passwords.super2 = 'reset-by-admin'
    tokens.super2 = await signIn(logins.super2, passwords.super2)
    const fromSecond = await proposeCaps(tokens.super2, 97_000)
    expect(await approve(fromSecond.body.data?.id ?? 0, tokens.admin)).toMatchObject({
      status: 403,
      body: { code: 'APPROVER_NOT_INDEPENDENT', details: { reason: 'accountsTiedByReset' } },
    })
    const factor = await call('DELETE', `/admin/users/${ids.super3}/totp`, { token: tokens.admin })
    expect(factor).toMatchObject({ status: 409, body: { code: 'TOTP_NOT_ENABLED' } })
  })

  test('break: admin suspended the others so self-approval switched on; suspending is a proposal and suspended SUPERs still count', async () => {
    const selfApproval = await call<Proposal>('PUT', '/admin/settings', {
      token: tokens.admin,
      body: { selfApproval: true },
    })
    expect(await approve(selfApproval.body.data?.id ?? 0, tokens.super3)).toMatchObject({ status: 200 })
    const suspend = await call<Proposal>('PUT', `/admin/users/${ids.super2}`, {
      token: tokens.admin,
      body: { statusCode: 'SUSPENDED' },
    })
    expect(suspend).toMatchObject({ status: 202, body: { data: { kind: 'SUPER_UPDATE' } } })
    const before = await call<{ statusCode: string }>('GET', `/admin/users/${ids.super2}`, {
      token: tokens.admin,
    })
    expect(before.body.data?.statusCode).toBe('ACTIVE')
    expect(await approve(suspend.body.data?.id ?? 0, tokens.super3)).toMatchObject({ status: 200 })
    const after = await call<{ statusCode: string }>('GET', `/admin/users/${ids.super2}`, {
      token: tokens.admin,
    })
    expect(after.body.data?.statusCode).toBe('SUSPENDED')
    // A SUPER never approves its own suspension; here the last one is suspended as by any other way.
    const last = await call<Proposal>('PUT', `/admin/users/${ids.super3}`, {
      token: tokens.admin,
      body: { statusCode: 'SUSPENDED' },
    })
    expect(await approve(last.body.data?.id ?? 0, tokens.super3)).toMatchObject({
      status: 403,
      body: { details: { reason: 'suspendSelf' } },
    })
    await server.database.db.update(users).set({ statusCode: 'SUSPENDED' }).where(eq(users.id, ids.super3))
    const alone = await proposeCaps(tokens.admin, 98_000)
    expect(await approve(alone.body.data?.id ?? 0, tokens.admin)).toMatchObject({
      status: 403,
      body: { code: 'SELF_APPROVAL_FORBIDDEN' },
    })
    expect((await call<{ selfApproval: boolean }>('GET', '/games/fairness')).body.data?.selfApproval).toBe(
      false,
    )
    const reactivate = await call<Proposal>('PUT', `/admin/users/${ids.super2}`, {
      token: tokens.admin,
      body: { statusCode: 'ACTIVE' },
    })
    expect(reactivate).toMatchObject({ status: 202, body: { data: { kind: 'SUPER_UPDATE' } } })
  })
})
