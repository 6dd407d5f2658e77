import { expect } from 'bun:test'
import type { Envelope, restClient } from './test-server'

/** The demo's second SUPER, who approves what `admin` proposes. */
export const APPROVER = { loginId: 'admin2', password: 'demo1234' }

export async function approverToken(call: ReturnType<typeof restClient>): Promise<string> {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: APPROVER.loginId, password: APPROVER.password, area: 'admin' },
  })
  expect(login.status).toBe(200)
  return login.body.data?.accessToken ?? ''
}

/**
 * A change that takes four eyes, proposed by one SUPER and approved by another, answered as the
 * change itself would answer: the applied result, or the refusal met when proposing or approving.
 */
export async function approvedCall<T = Record<string, unknown>>(
  call: ReturnType<typeof restClient>,
  tokens: { proposer: string; approver: string },
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const proposed = await call<{ id: number }>(method, path, { ...options, token: tokens.proposer })
  if (proposed.status !== 202) return proposed as Envelope<T>
  const approved = await call<{ result: T }>('POST', `/admin/approvals/${proposed.body.data?.id}/approve`, {
    token: tokens.approver,
  })
  if (approved.status !== 200) return approved as unknown as Envelope<T>
  return { status: 200, body: { success: true, data: approved.body.data?.result } }
}
