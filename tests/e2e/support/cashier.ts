import { type APIRequestContext, type APIResponse, expect } from '@playwright/test'
import { administrators } from './admin'

type Administrator = keyof typeof administrators

async function data<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function tokenOf(request: APIRequestContext, loginId: string, password: string, area: string) {
  const session = await data<{ accessToken: string }>(
    await request.post('/api/auth/login', { data: { loginId, password, area } }),
  )
  return session.accessToken
}

export const adminTokenOf = (request: APIRequestContext, who: Administrator) =>
  tokenOf(request, administrators[who].loginId, administrators[who].password, 'admin')

export const memberTokenOf = (request: APIRequestContext, loginId: string) =>
  tokenOf(request, loginId, 'demo1234', 'member')

/** The org of a seeded account, as the member list reports it. */
export async function orgIdOf(request: APIRequestContext, adminToken: string, loginId: string) {
  const page = await data<{ items: { loginId: string; orgId: number }[] }>(
    await request.get(`/api/admin/users?q=${loginId}&limit=100`, { headers: bearer(adminToken) }),
  )
  const user = page.items.find((item) => item.loginId === loginId)
  expect(user, loginId).toBeDefined()
  return user?.orgId ?? 0
}

let created = 0
/**
 * A fresh member (password demo1234, no money) in the given org, so no other spec's member is touched;
 * `details` overrides what the member typed (nickname, bank, account holder).
 */
export async function createMember(
  request: APIRequestContext,
  adminToken: string,
  orgId: number,
  details: { nickname?: string; bankName?: string; accountHolder?: string } = {},
) {
  created += 1
  const loginId = `cash${Date.now().toString(36)}${created}`
  await data(
    await request.post('/api/admin/users', {
      headers: bearer(adminToken),
      data: {
        loginId,
        password: 'demo1234',
        bankName: '국민은행',
        accountNumber: '12345678901',
        accountHolder: `예금주${created}`,
        orgId,
        ...details,
      },
    }),
  )
  return loginId
}

/** A fresh member of shop1's org with 100,000원 topped up and approved, so no other spec's member is touched. */
export async function fundedMember(request: APIRequestContext) {
  const admin = await adminTokenOf(request, 'admin')
  const loginId = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const token = await memberTokenOf(request, loginId)
  const topup = await requestTopup(request, token, 100_000)
  await decide(request, admin, 'topup', topup.id, { action: 'approve' })
  return { loginId, token }
}

export async function requestTopup(
  request: APIRequestContext,
  memberToken: string,
  amount: number,
  note = '',
) {
  return data<{ id: number }>(
    await request.post('/api/transactions/topup', { headers: bearer(memberToken), data: { amount, note } }),
  )
}

export async function decide(
  request: APIRequestContext,
  adminToken: string,
  type: 'topup' | 'withdrawal',
  id: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
) {
  return data(
    await request.put(`/api/admin/transactions/${type}/${id}/status`, {
      headers: bearer(adminToken),
      data: decision,
    }),
  )
}

export async function pendingCounts(request: APIRequestContext, adminToken: string) {
  return data<{ topup: number; withdrawal: number }>(
    await request.get('/api/admin/transactions/pending-counts', { headers: bearer(adminToken) }),
  )
}

export async function listRequests(
  request: APIRequestContext,
  adminToken: string,
  type: 'topup' | 'withdrawal',
  query: Record<string, string | number>,
) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  return data<{ items: { id: number; loginId: string }[]; pagination: { total: number } }>(
    await request.get(`/api/admin/transactions/${type}?${search}`, { headers: bearer(adminToken) }),
  )
}

/** Today's date in Korean time on the server's (test) clock. */
export async function serverDate(request: APIRequestContext): Promise<string> {
  const { serverTime } = await data<{ serverTime: string }>(await request.get('/api/games/current'))
  return new Date(Date.parse(serverTime) + 9 * 3600_000).toISOString().slice(0, 10)
}
