import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { orgs } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import { type EventListener, listenEvents, until } from '../support/event-listener'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

let server: TestServer
let call: ReturnType<typeof restClient>
const tokens: Record<string, string> = {}
const listeners: EventListener[] = []

interface Wallet {
  moneyBal: number
  pointBal: number
}
interface MemberRequest {
  id: number
  transactionType: string
  amount: number
  pointAmount: number
  statusCode: string
  createdAt: string
  approvedAt: string | null
  depositName: string
  bankName: string
  accountHolder: string
  accountNumber: string
}
interface AdminRequest {
  id: number
  requestedAt: string
  loginId: string
  name: string
  requestAmount: number
  bankName: string
  accountNumber: string
  accountHolder: string
  statusCode: string
  statusName: string
  approverName: string | null
}
interface Page<T> {
  items: T[]
  pagination: { page: number; total: number; totalPages: number }
}

async function signIn(loginId: string, password = DEMO_PASSWORD, area: 'member' | 'admin' = 'admin') {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  return login.body.data?.accessToken ?? ''
}

let memberCount = 0
/** A new member of the demo shop, funded through an administrator's credit. */
async function newMember(money: number, points = 0) {
  const loginId = `cash${++memberCount}`
  const created = await call<{ id: number }>('POST', '/admin/users', {
    token: tokens.shop1,
    body: {
      loginId,
      password: 'pw1234',
      bankName: '국민은행',
      accountNumber: '9876543210',
      accountHolder: `예금주${memberCount}`,
    },
  })
  const id = created.body.data?.id ?? 0
  if (money > 0)
    await call('POST', `/admin/users/${id}/balance`, { token: tokens.shop1, body: { amount: money } })
  if (points > 0)
    await call('POST', `/admin/users/${id}/points`, { token: tokens.shop1, body: { amount: points } })
  return { id, loginId, token: await signIn(loginId, 'pw1234', 'member') }
}

const walletOf = async (token: string) => (await call<Wallet>('GET', '/users/wallet', { token })).body.data

beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  tokens.admin = await signIn('admin', ADMIN_PASSWORD)
  tokens.hq1 = await signIn('hq1')
  tokens.shop1 = await signIn('shop1')
}, 60_000)
afterEach(async () => {
  expect(await ledgerMismatches(server.database)).toEqual([])
})
afterAll(async () => {
  for (const listener of listeners) listener.close()
  await server.close()
})

describe('REST cashier', () => {
  test('top-up: requested, seen by both sides, approved once, credited once', async () => {
    const member = await newMember(0)
    const requested = await call<MemberRequest>('POST', '/transactions/topup', {
      token: member.token,
      body: { amount: 500_000, note: '국민은행 입금' },
    })
    expect(requested.status).toBe(201)
    expect(requested.body.data).toMatchObject({
      transactionType: 'TOPUP',
      amount: 500_000,
      statusCode: 'PENDING',
      approvedAt: null,
      depositName: `예금주${memberCount}`,
      bankName: '국민은행',
      accountNumber: '9876543210',
    })
    const id = requested.body.data?.id ?? 0
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 0 })

    const counts = await call<{ topup: number; withdrawal: number }>(
      'GET',
      '/admin/transactions/pending-counts',
      {
        token: tokens.shop1,
      },
    )
    expect(counts.body.data?.topup).toBeGreaterThanOrEqual(1)
    const pending = await call<Page<AdminRequest>>(
      'GET',
      `/admin/transactions/topup?status=PENDING&userId=${member.id}&limit=100`,
      { token: tokens.shop1 },
    )
    expect(pending.body.data?.items).toEqual([
      {
        id,
        transactionType: 'TOPUP',
        userId: member.id,
        requestedAt: expect.any(String),
        loginId: member.loginId,
        name: `예금주${memberCount}`,
        orgName: '역삼매장',
        requestAmount: 500_000,
        bankName: '국민은행',
        accountNumber: '9876543210',
        accountHolder: `예금주${memberCount}`,
        depositName: `예금주${memberCount}`,
        note: '국민은행 입금',
        statusCode: 'PENDING',
        statusName: '대기',
        approverName: null,
        processedAt: null,
        rejectReason: null,
      } as AdminRequest,
    ])

    const approved = await call<AdminRequest>('PUT', `/admin/transactions/topup/${id}/status`, {
      token: tokens.hq1,
      body: { action: 'approve' },
    })
    expect(approved).toMatchObject({
      status: 200,
      body: { data: { statusCode: 'APPROVED', statusName: '승인', approverName: '서울본부장' } },
    })
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 500_000 })
    const again = await call('PUT', `/admin/transactions/topup/${id}/status`, {
      token: tokens.shop1,
      body: { action: 'approve' },
    })
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, code: 'REQUEST_ALREADY_PROCESSED', message: '이미 처리된 요청입니다.' },
    })
    const late = await call('PUT', `/admin/transactions/topup/${id}/status`, {
      token: tokens.admin,
      body: { action: 'reject', reason: '확인 불가' },
    })
    expect(late.status).toBe(409)
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 500_000 })

    const mine = await call<Page<MemberRequest>>('GET', '/transactions/my-transactions?type=topup', {
      token: member.token,
    })
    expect(mine.body.data?.items.map((t) => [t.id, t.statusCode])).toEqual([[id, 'APPROVED']])
    expect(mine.body.data?.items[0]?.approvedAt).toEqual(expect.any(String))
    const ledger = await call<{ items: { ledgerType: string; amount: number; moneyBalAfter: number }[] }>(
      'GET',
      '/users/ledger',
      { token: member.token },
    )
    expect(ledger.body.data?.items[0]).toMatchObject({
      ledgerType: 'TOPUP',
      amount: 500_000,
      moneyBalAfter: 500_000,
    })
  })

  test('withdrawal: held at once, a rejection needs a reason and releases, an approval pays out', async () => {
    const member = await newMember(200_000)
    const first = await call<MemberRequest & { newMoneyBal: number }>('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: 150_000, note: '출금' },
    })
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      transactionType: 'WITHDRAWAL',
      statusCode: 'PENDING',
      newMoneyBal: 50_000,
    })
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 50_000 })
    const path = `/admin/transactions/withdrawal/${first.body.data?.id}/status`

    const noReason = await call('PUT', path, {
      token: tokens.shop1,
      body: { action: 'reject', reason: '  ' },
    })
    expect(noReason).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    expect(noReason.body.message).toContain('거절 사유를 입력해주세요.')
    const rejected = await call<AdminRequest & { rejectReason: string }>('PUT', path, {
      token: tokens.shop1,
      body: { action: 'reject', reason: '예금주 불일치' },
    })
    expect(rejected.body.data).toMatchObject({
      statusCode: 'REJECTED',
      statusName: '거절',
      rejectReason: '예금주 불일치',
    })
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 200_000 })
    expect((await call('PUT', path, { token: tokens.shop1, body: { action: 'approve' } })).status).toBe(409)
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 200_000 })

    const second = await call<MemberRequest>('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: '100000' },
    })
    const paid = await call('PUT', `/admin/transactions/withdrawal/${second.body.data?.id}/status`, {
      token: tokens.admin,
      body: { action: 'approve' },
    })
    expect(paid.status).toBe(200)
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 100_000 })
    const history = await call<Page<AdminRequest>>(
      'GET',
      `/admin/transactions/withdrawal?status=APPROVED,REJECTED&userId=${member.id}`,
      { token: tokens.shop1 },
    )
    expect(history.body.data?.items.map((t) => [t.requestAmount, t.statusCode, t.approverName])).toEqual([
      [100_000, 'APPROVED', '최고관리자'],
      [150_000, 'REJECTED', '역삼매장장'],
    ])
    const mine = await call<Page<MemberRequest>>(
      'GET',
      '/transactions/my-transactions?type=withdrawal&status=REJECTED',
      { token: member.token },
    )
    expect(mine.body.data?.items.map((t) => t.amount)).toEqual([150_000])
  })

  test('point conversion: 1 point = 1 won, in both histories', async () => {
    const member = await newMember(0, 5_000)
    const converted = await call<{ newMoneyBal: number; newPointBal: number; moneyAmount: number }>(
      'POST',
      '/transactions/point-convert',
      { token: member.token, body: { pointAmount: 3_000, password: '' } },
    )
    expect(converted.status).toBe(200)
    expect(converted.body.data).toMatchObject({ newMoneyBal: 3_000, newPointBal: 2_000, moneyAmount: 3_000 })
    expect(await walletOf(member.token)).toEqual({ moneyBal: 3_000, pointBal: 2_000, heldBal: 0 } as Wallet)

    const points = await call<
      Page<{ type: string; amount: number; date: string; time: string; description: string }>
    >('GET', '/users/points', { token: member.token })
    expect(points.body.data?.items.map((row) => [row.type, row.amount])).toEqual([
      ['use', 3_000],
      ['earn', 5_000],
    ])
    const mine = await call<Page<MemberRequest>>('GET', '/transactions/my-transactions?type=point_convert', {
      token: member.token,
    })
    expect(mine.body.data?.items).toMatchObject([
      { transactionType: 'POINT_CONVERT', amount: 3_000, pointAmount: 3_000, statusCode: 'APPROVED' },
    ])
    const ledger = await call<
      Page<{ ledgerType: string; typeName: string; amount: number; pointBalAfter: number }>
    >('GET', `/admin/points?type=CONVERT&userId=${member.id}`, { token: tokens.shop1 })
    expect(ledger.body.data?.items).toMatchObject([
      { ledgerType: 'POINT_CONVERT_IN', typeName: '전환', amount: -3_000, pointBalAfter: 2_000 },
    ])
    expect(ledger.body.data?.pagination).toMatchObject({ page: 1, total: 1, totalPages: 1 })
  })

  test('docs/product.md §5.3 validation: each bad input answers its Korean message and changes nothing', async () => {
    const member = await newMember(50_000, 100)
    const before = await walletOf(member.token)
    const cases: [string, unknown, number, string, string][] = [
      ['/transactions/topup', { amount: 9_999 }, 400, 'VALIDATION', '최소 충전 금액은 10,000원입니다.'],
      ['/transactions/topup', { amount: '10,000' }, 400, 'VALIDATION', '금액은 숫자만 입력해주세요.'],
      ['/transactions/topup', { amount: 10_000.5 }, 400, 'VALIDATION', '금액은 숫자만 입력해주세요.'],
      ['/transactions/topup', { amount: -10_000 }, 400, 'VALIDATION', '금액은 숫자만 입력해주세요.'],
      ['/transactions/topup', {}, 400, 'VALIDATION', '금액은 숫자만 입력해주세요.'],
      ['/transactions/withdrawal', { amount: 5_000 }, 400, 'VALIDATION', '최소 출금 금액은 10,000원입니다.'],
      ['/transactions/withdrawal', { amount: '1e5' }, 400, 'VALIDATION', '금액은 숫자만 입력해주세요.'],
      ['/transactions/withdrawal', { amount: 50_001 }, 422, 'INSUFFICIENT_BALANCE', '잔액이 부족합니다.'],
      ['/transactions/point-convert', { pointAmount: 0 }, 400, 'VALIDATION', '최소 1P'],
      [
        '/transactions/point-convert',
        { pointAmount: 1.5 },
        400,
        'VALIDATION',
        '포인트는 숫자만 입력해주세요.',
      ],
      [
        '/transactions/point-convert',
        { pointAmount: 101 },
        422,
        'INSUFFICIENT_POINTS',
        '보유 포인트가 부족합니다.',
      ],
    ]
    for (const [path, body, status, code, message] of cases) {
      const answer = await call('POST', path, { token: member.token, body })
      expect({ path, body, status: answer.status, code: answer.body.code }).toEqual({
        path,
        body,
        status,
        code,
      })
      expect(answer.body.message).toContain(message)
    }
    const balance = await call('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: 60_000 },
    })
    expect(balance.body.message).toBe('잔액이 부족합니다. (현재 잔액: 50,000원)')
    expect(await walletOf(member.token)).toEqual(before as Wallet)
    const mine = await call<Page<unknown>>('GET', '/transactions/my-transactions', { token: member.token })
    expect(mine.body.data?.items).toEqual([])

    const admin = (method: string, path: string, body?: unknown) =>
      call(method, path, { token: tokens.shop1, body })
    expect((await admin('GET', '/admin/transactions/deposit')).status).toBe(400)
    expect((await admin('GET', '/admin/transactions/topup?status=DONE')).status).toBe(400)
    expect((await admin('GET', '/admin/points?type=SPEND')).status).toBe(400)
    expect((await admin('PUT', '/admin/transactions/topup/1/status', { action: 'maybe' })).status).toBe(400)
    expect((await admin('POST', `/admin/users/${member.id}/balance`, { amount: 0 })).status).toBe(400)
    const mismatched = await admin('POST', `/admin/users/${member.id}/balance`, {
      amount: 1_000,
      type: 'ADJUST_DEBIT',
    })
    expect(mismatched.body.message).toContain('지급은 양수, 회수는 음수 금액이어야 합니다.')
    expect(await walletOf(member.token)).toEqual(before as Wallet)
  })

  test('adjustments: signed amounts, never below 0, only inside the subtree, members refused', async () => {
    const member = await newMember(10_000, 50)
    const credit = await call<{ type: string; moneyBal: number }>(
      'POST',
      `/admin/users/${member.id}/balance`,
      {
        token: tokens.shop1,
        body: { amount: 5_000, type: 'ADJUST_CREDIT', note: '이벤트 지급' },
      },
    )
    expect(credit.body.data).toMatchObject({ type: 'ADJUST_CREDIT', moneyBal: 15_000 })
    const tooMuch = await call('POST', `/admin/users/${member.id}/balance`, {
      token: tokens.shop1,
      body: { amount: -15_001, type: 'ADJUST_DEBIT' },
    })
    expect(tooMuch).toMatchObject({ status: 422, body: { code: 'INSUFFICIENT_BALANCE' } })
    const debit = await call<{ type: string; moneyBal: number }>(
      'POST',
      `/admin/users/${member.id}/balance`,
      {
        token: tokens.shop1,
        body: { amount: -15_000 },
      },
    )
    expect(debit.body.data).toMatchObject({ type: 'ADJUST_DEBIT', moneyBal: 0 })
    expect(
      (await call('POST', `/admin/users/${member.id}/points`, { token: tokens.shop1, body: { amount: -51 } }))
        .body.code,
    ).toBe('INSUFFICIENT_POINTS')
    const points = await call<{ pointBal: number }>('POST', `/admin/users/${member.id}/points`, {
      token: tokens.shop1,
      body: { amount: -50, note: '회수' },
    })
    expect(points.body.data?.pointBal).toBe(0)

    const me = await call<{ id: number }>('GET', '/auth/me', { token: tokens.hq1 })
    const upward = await call('POST', `/admin/users/${me.body.data?.id}/balance`, {
      token: tokens.shop1,
      body: { amount: 1_000 },
    })
    expect(upward).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    const byMember = await call('POST', `/admin/users/${member.id}/balance`, {
      token: member.token,
      body: { amount: 1 },
    })
    expect(byMember.status).toBe(403)
    expect((await call('GET', '/admin/transactions/topup', { token: member.token })).status).toBe(403)
    expect(
      (await call('POST', '/transactions/topup', { token: tokens.shop1, body: { amount: 10_000 } })).status,
    ).toBe(403)
  })

  test('Idempotency-Key: the same key and body replays, another body is 409', async () => {
    const member = await newMember(100_000, 1_000)
    const send = (path: string, body: unknown, key: string, token = member.token) =>
      call<{ id: number; newMoneyBal?: number }>('POST', path, {
        token,
        body,
        headers: { 'idempotency-key': key },
      })

    const first = await send('/transactions/withdrawal', { amount: 30_000 }, 'k-w')
    const replay = await send('/transactions/withdrawal', { amount: 30_000 }, 'k-w')
    expect(replay.body.data).toEqual(first.body.data as { id: number })
    expect(await send('/transactions/withdrawal', { amount: 40_000 }, 'k-w')).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_CONFLICT' },
    })
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 70_000 })

    const topup = await send('/transactions/topup', { amount: 10_000 }, 'k-t')
    expect((await send('/transactions/topup', { amount: 10_000 }, 'k-t')).body.data?.id).toBe(
      topup.body.data?.id ?? -1,
    )
    const convert = await send('/transactions/point-convert', { pointAmount: 400 }, 'k-p')
    expect((await send('/transactions/point-convert', { pointAmount: 400 }, 'k-p')).body.data).toEqual(
      convert.body.data as { id: number },
    )
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 70_400, pointBal: 600 })

    const approve = (action: string) =>
      call('PUT', `/admin/transactions/topup/${topup.body.data?.id}/status`, {
        token: tokens.shop1,
        body: { action, reason: action === 'reject' ? '중복' : undefined },
        headers: { 'idempotency-key': 'k-a' },
      })
    const approved = await approve('approve')
    expect(await approve('approve')).toEqual(approved)
    expect((await approve('reject')).status).toBe(409)

    const credit = await send(`/admin/users/${member.id}/balance`, { amount: 1_000 }, 'k-c', tokens.shop1)
    expect(await send(`/admin/users/${member.id}/balance`, { amount: 1_000 }, 'k-c', tokens.shop1)).toEqual(
      credit,
    )
    expect(
      (await send(`/admin/users/${member.id}/balance`, { amount: 2_000 }, 'k-c', tokens.shop1)).status,
    ).toBe(409)
    expect(await walletOf(member.token)).toMatchObject({ moneyBal: 81_400 })
  })

  test('events: the member hears each balance change, consoles of the subtree hear new requests', async () => {
    const member = await newMember(100_000)
    const [other] = await server.database.db
      .insert(orgs)
      .values({ name: '부산본부', level: 1, parentId: 1, path: '/1/' })
      .returning({ id: orgs.id })
    await server.database.db
      .update(orgs)
      .set({ path: `/1/${other?.id}/` })
      .where(eq(orgs.id, other?.id ?? 0))
    await call('POST', '/admin/users', {
      token: tokens.admin,
      body: {
        loginId: 'busanhq',
        password: 'pw1234',
        bankName: '은행',
        accountNumber: '1',
        accountHolder: '부산',
        roleCode: 'HQ',
        orgId: other?.id,
      },
    })
    const open = async (token: string) => {
      const listener = await listenEvents(`${server.url}/api/events`, token)
      listeners.push(listener)
      return listener.received
    }
    const heardByMember = await open(member.token)
    const heardByShop = await open(tokens.shop1 ?? '')
    const heardByOtherHq = await open(await signIn('busanhq', 'pw1234'))

    const withdrawal = await call<{ id: number }>('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: 40_000 },
    })
    await until(() => heardByShop.some((e) => e.type === 'TRANSACTION_REQUESTED'))
    expect(heardByShop.find((e) => e.type === 'TRANSACTION_REQUESTED')).toMatchObject({
      transactionType: 'WITHDRAWAL',
      id: withdrawal.body.data?.id,
      memberId: member.id,
      loginId: member.loginId,
      amount: 40_000,
    })
    await call('PUT', `/admin/transactions/withdrawal/${withdrawal.body.data?.id}/status`, {
      token: tokens.shop1,
      body: { action: 'reject', reason: '테스트' },
    })
    await until(() => heardByMember.filter((e) => e.type === 'BALANCE_UPDATED').length >= 2)
    await until(() => heardByShop.some((e) => e.type === 'TRANSACTION_PROCESSED'))
    expect(heardByMember).toEqual([
      {
        type: 'BALANCE_UPDATED',
        userId: member.id,
        moneyBal: 60_000,
        pointBal: 0,
        cause: 'CASHIER_REQUEST',
        version: expect.any(Number),
      },
      {
        type: 'BALANCE_UPDATED',
        userId: member.id,
        moneyBal: 100_000,
        pointBal: 0,
        cause: 'CASHIER_REQUEST',
        version: expect.any(Number),
      },
    ])
    expect(heardByShop.map((e) => e.type)).toEqual(['TRANSACTION_REQUESTED', 'TRANSACTION_PROCESSED'])
    expect(heardByOtherHq).toEqual([])
  })

  test('the same calls work over tRPC', async () => {
    const member = await newMember(20_000)
    const response = await fetch(`${server.url}/trpc/cashier.withdraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ amount: 10_000 }),
    })
    const body = (await response.json()) as { result: { data: { id: number; newMoneyBal: number } } }
    expect(body.result.data.newMoneyBal).toBe(10_000)
    const counts = await fetch(`${server.url}/trpc/admin.requests.pendingCounts`, {
      headers: { authorization: `Bearer ${tokens.shop1}` },
    })
    const countBody = (await counts.json()) as { result: { data: { withdrawal: number } } }
    expect(countBody.result.data.withdrawal).toBeGreaterThanOrEqual(1)
  })
})
