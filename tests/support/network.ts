import { expect } from 'bun:test'
import type { restClient } from './test-server'

type Call = ReturnType<typeof restClient>

/** An administrator or member of the network, signed in. */
export interface Person {
  id: number
  loginId: string
  orgId: number
  token: string
}

/** A branch built through the API: its head, its child branches and its members. */
export interface Node {
  orgId: number
  head: Person
  children: Node[]
  members: Person[]
}

export const NETWORK_PASSWORD = 'net-pass-1'
const childRole = { SUPER: 'HQ', HQ: 'AGENCY', AGENCY: 'SHOP' } as const

let serial = 0

async function signIn(call: Call, loginId: string, area: 'admin' | 'member'): Promise<string> {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password: NETWORK_PASSWORD, area },
  })
  expect(login.status).toBe(200)
  return login.body.data?.accessToken ?? ''
}

/** Creates a user as `creator` would in the console, signs it in and answers it. */
export async function createPerson(
  call: Call,
  creator: string,
  roleCode: 'HQ' | 'AGENCY' | 'SHOP' | 'MEMBER',
  prefix: string,
  extra: Record<string, unknown> = {},
): Promise<Person> {
  const loginId = `${prefix}${++serial}`
  const created = await call<{ id: number; orgId: number }>('POST', '/admin/users', {
    token: creator,
    body: {
      loginId,
      password: NETWORK_PASSWORD,
      bankName: '국민은행',
      accountNumber: '1002003004',
      accountHolder: loginId,
      roleCode,
      ...extra,
    },
  })
  expect({ loginId, status: created.status, body: created.body.success }).toEqual({
    loginId,
    status: 201,
    body: true,
  })
  const user = created.body.data as { id: number; orgId: number }
  const token = await signIn(call, loginId, roleCode === 'MEMBER' ? 'member' : 'admin')
  return { id: user.id, loginId, orgId: user.orgId, token }
}

/**
 * A network built only through the REST API, as an operator builds one: under `root` (SUPER's
 * token), `width` HQs, each with `width` agencies, each with `width` shops, each with `width` members.
 * Administrators are created without a branch (each opens its own), members as the console
 * sends them (`orgId: 1`).
 */
export async function buildNetwork(
  call: Call,
  superToken: string,
  width = 2,
  prefix = 'net',
): Promise<Node[]> {
  async function under(creator: string, role: keyof typeof childRole): Promise<Node[]> {
    const nodes: Node[] = []
    for (let n = 0; n < width; n++) {
      const head = await createPerson(
        call,
        creator,
        childRole[role],
        `${prefix}${childRole[role].toLowerCase()}`,
      )
      const level = childRole[role]
      const children = level === 'SHOP' ? [] : await under(head.token, level)
      const members: Person[] = []
      if (childRole[role] === 'SHOP') {
        for (let m = 0; m < width; m++) {
          members.push(await createPerson(call, head.token, 'MEMBER', `${prefix}m`, { orgId: 1 }))
        }
      }
      nodes.push({ orgId: head.orgId, head, children, members })
    }
    return nodes
  }
  return under(superToken, 'SUPER')
}

/** Every branch of the network, parents before children. */
export function branchesOf(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => [node, ...branchesOf(node.children)])
}
