import { type APIRequestContext, expect } from '@playwright/test'
import { adminTokenOf } from './cashier'

type Method = 'POST' | 'PUT'

/** A proposal as the REST answers show it (four eyes). */
interface Proposal {
  id: number
  kind: string
  status: string
  reason: string
  payload: Record<string, unknown>
  result: Record<string, unknown> | null
  failure: { code: string; message: string } | null
}

async function call(request: APIRequestContext, token: string, method: Method, path: string, data?: unknown) {
  return request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
}

/** `admin` proposes a change (REST 202): nothing changes until a second SUPER approves it. */
export async function propose(request: APIRequestContext, method: Method, path: string, data: unknown) {
  const response = await call(request, await adminTokenOf(request, 'admin'), method, path, data)
  expect(response.status(), await response.text()).toBe(202)
  const proposal = ((await response.json()) as { data: Proposal }).data
  expect(proposal.status).toBe('PENDING_APPROVAL')
  return proposal
}

/** `admin2` approves a proposal; answers it applied, with what the change answered. */
export async function approve(request: APIRequestContext, id: number) {
  const response = await call(
    request,
    await adminTokenOf(request, 'admin2'),
    'POST',
    `/admin/approvals/${id}/approve`,
  )
  expect(response.ok(), await response.text()).toBe(true)
  const proposal = ((await response.json()) as { data: Proposal }).data
  expect(proposal.status).toBe('APPLIED')
  return proposal
}

/**
 * What the direct call used to do in one step: `admin` proposes, `admin2` approves, and the change
 * is applied. Answers what the change answered.
 */
export async function proposeAndApprove(
  request: APIRequestContext,
  method: Method,
  path: string,
  data: unknown,
): Promise<Record<string, unknown> | null> {
  const proposal = await propose(request, method, path, data)
  return (await approve(request, proposal.id)).result
}
