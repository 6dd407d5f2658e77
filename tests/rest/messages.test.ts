import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { answerInside, restRoutes } from '@pb/api'
import type { ClientEvent } from '@pb/core/events/types'
import { type EventListener, listenEvents, until } from '../support/event-listener'
import { createPerson, type Person } from '../support/network'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

/*
 * docs/messages.md over real HTTP: notices, messages with read receipts and 1:1 inquiries, each
 * scoped by the branch subtree, validated (Korean message, stable code, nothing changed) and audited.
 * Every answer is parsed with its route's response schema.
 *
 * The network: SUPER › hq1 › ag1 › shop1 (members m1, m2) and shop2 (m3); SUPER › hq2 › ag2 › shop3 (m4).
 */

let server: TestServer
let call: ReturnType<typeof restClient>
let superToken = ''
let rootOrgId = 0
const people: Record<string, Person> = {}
const listeners: EventListener[] = []
/** The routes whose answers were parsed with their response schema. */
const checked = new Set<string>()

interface Envelope<T> {
  status: number
  data: T
  code?: string
  message?: string
  reason?: string
}

/** One call whose success answer is parsed with the route's response schema. */
async function api<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const answer = await call<T>(method, path, { token, body })
  const template = path.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/{id}')
  const route = restRoutes.find(
    (candidate) => candidate.method === method && candidate.path === `${template}`,
  )
  if (answer.body.success && route?.response) {
    const parsed = route.response.safeParse(answerInside(answer.body.data, route.edgeNames))
    expect([`${method} ${template}`, parsed.error?.issues ?? []]).toEqual([`${method} ${template}`, []])
    checked.add(`${method} ${template}`)
  }
  const details = (answer.body as { details?: { reason?: string } }).details
  return {
    status: answer.status,
    data: answer.body.data as T,
    code: answer.body.code,
    message: answer.body.message,
    reason: details?.reason,
  }
}

interface Page<T> {
  items: T[]
  pagination: { total: number }
}
interface Notice {
  id: number
  title: string
  status: string
  pinned: boolean
  shown: boolean
}
interface Thread {
  id: number
  status: string
  unreadAnswer: boolean
  posts: { side: string; body: string }[]
}

const tokenOf = (name: string) => people[name]?.token ?? ''
const idOf = (name: string) => people[name]?.id ?? 0
const orgOf = (name: string) => people[name]?.orgId ?? 0

const memberNoticeTitles = async (member: string) =>
  (await api<{ title: string }[]>('GET', '/notices', tokenOf(member))).data.map((notice) => notice.title)

const auditCount = async (action: string) =>
  (await api<Page<unknown>>('GET', `/admin/audit?action=${action}`, superToken)).data.pagination.total

beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  const login = await call<{ accessToken: string; user: { orgId: number } }>('POST', '/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
  })
  superToken = login.body.data?.accessToken ?? ''
  rootOrgId = login.body.data?.user.orgId ?? 0
  people.hq1 = await createPerson(call, superToken, 'HQ', 'msghq')
  people.ag1 = await createPerson(call, tokenOf('hq1'), 'AGENCY', 'msgag')
  people.shop1 = await createPerson(call, tokenOf('ag1'), 'SHOP', 'msgshop')
  people.shop2 = await createPerson(call, tokenOf('ag1'), 'SHOP', 'msgshop')
  people.m1 = await createPerson(call, tokenOf('shop1'), 'MEMBER', 'msgm', { orgId: 1 })
  people.m2 = await createPerson(call, tokenOf('shop1'), 'MEMBER', 'msgm', { orgId: 1 })
  people.m3 = await createPerson(call, tokenOf('shop2'), 'MEMBER', 'msgm', { orgId: 1 })
  people.hq2 = await createPerson(call, superToken, 'HQ', 'msghq')
  people.ag2 = await createPerson(call, tokenOf('hq2'), 'AGENCY', 'msgag')
  people.shop3 = await createPerson(call, tokenOf('ag2'), 'SHOP', 'msgshop')
  people.m4 = await createPerson(call, tokenOf('shop3'), 'MEMBER', 'msgm', { orgId: 1 })
}, 120_000)
afterAll(async () => {
  for (const listener of listeners) listener.close()
  await server.close()
})

describe('notices', () => {
  test('bad input is refused in Korean with VALIDATION and creates nothing', async () => {
    const before = (await api<Page<Notice>>('GET', '/admin/notices', tokenOf('shop1'))).data.pagination.total
    for (const body of [
      { title: '', body: '본문' },
      { title: '가'.repeat(101), body: '본문' },
      { title: '제목', body: '가'.repeat(5001) },
      { title: '제목', body: '본문', publishFrom: '2026-12-10 10:00', publishUntil: '2026-12-09 10:00' },
      { title: '제목', body: '본문', publishFrom: '2026-02-30 10:00' },
      { title: '제목', body: '본문', pinned: 'maybe' },
    ]) {
      const refused = await api('POST', '/admin/notices', tokenOf('shop1'), body)
      expect([body, refused.status, refused.code]).toEqual([body, 400, 'VALIDATION'])
      expect(refused.message).toMatch(/[가-힣]/)
    }
    const after = (await api<Page<Notice>>('GET', '/admin/notices', tokenOf('shop1'))).data.pagination.total
    expect(after).toBe(before)
  })

  test('a draft is shown only once published, only to its branch subtree, pinned first', async () => {
    const created = await api<Notice>('POST', '/admin/notices', tokenOf('shop1'), {
      title: '매장 공지',
      body: '점검 안내입니다.',
    })
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ status: 'DRAFT', shown: false, audienceOrgId: orgOf('shop1') })
    expect(await memberNoticeTitles('m1')).not.toContain('매장 공지')

    const published = await api<Notice>('POST', `/admin/notices/${created.data.id}/publish`, tokenOf('shop1'))
    expect(published.data).toMatchObject({ status: 'PUBLISHED', shown: true })
    expect(await memberNoticeTitles('m1')).toContain('매장 공지')
    expect(await memberNoticeTitles('m3')).not.toContain('매장 공지')
    expect(await memberNoticeTitles('m4')).not.toContain('매장 공지')

    const pinned = await api<Notice>('POST', '/admin/notices', tokenOf('ag1'), {
      title: '부본사 고정 공지',
      body: '꼭 읽어주세요.',
      pinned: true,
    })
    await api('POST', `/admin/notices/${pinned.data.id}/publish`, tokenOf('ag1'))
    expect((await memberNoticeTitles('m1')).slice(0, 2)).toEqual(['부본사 고정 공지', '매장 공지'])
    expect(await memberNoticeTitles('m3')).toContain('부본사 고정 공지')
    expect(await memberNoticeTitles('m4')).not.toContain('부본사 고정 공지')

    const everyone = await api<Notice>('POST', '/admin/notices', superToken, {
      title: '전체 공지',
      body: '전체',
    })
    expect(everyone.data).toMatchObject({ audienceOrgId: rootOrgId, wholeNetwork: true })
    await api('POST', `/admin/notices/${everyone.data.id}/publish`, superToken)
    expect(await memberNoticeTitles('m4')).toContain('전체 공지')
  })

  test('a window in the future or in the past hides a published notice', async () => {
    for (const [title, window] of [
      ['다음 주 공지', { publishFrom: '2099-01-01T00:00:00Z' }],
      ['지난 공지', { publishFrom: '2020-01-01 00:00', publishUntil: '2020-01-02 00:00' }],
    ] as const) {
      const notice = await api<Notice>('POST', '/admin/notices', tokenOf('shop1'), {
        title,
        body: '본문',
        ...window,
      })
      const published = await api<Notice>(
        'POST',
        `/admin/notices/${notice.data.id}/publish`,
        tokenOf('shop1'),
      )
      expect(published.data).toMatchObject({ status: 'PUBLISHED', shown: false })
      expect(await memberNoticeTitles('m1')).not.toContain(title)
    }
  })

  test('outside the subtree a notice is 404, and so is an audience outside it', async () => {
    const notice = await api<Notice>('POST', '/admin/notices', tokenOf('shop1'), {
      title: '범위',
      body: '본문',
    })
    for (const [method, path] of [
      ['GET', `/admin/notices/${notice.data.id}`],
      ['PUT', `/admin/notices/${notice.data.id}`],
      ['POST', `/admin/notices/${notice.data.id}/publish`],
      ['DELETE', `/admin/notices/${notice.data.id}`],
    ] as const) {
      for (const outsider of ['hq2', 'shop2']) {
        const body = method === 'PUT' ? { title: '가로채기', body: '본문' } : undefined
        const refused = await api(method, path, tokenOf(outsider), body)
        expect([method, path, outsider, refused.status, refused.reason]).toEqual([
          method,
          path,
          outsider,
          404,
          'noticeNotFound',
        ])
      }
    }
    const upward = await api('POST', '/admin/notices', tokenOf('shop1'), {
      title: '위로',
      body: '본문',
      audienceOrgId: orgOf('ag1'),
    })
    expect([upward.status, upward.reason]).toEqual([404, 'branchNotFound'])
    const filtered = await api('GET', `/admin/notices?orgId=${orgOf('shop3')}`, tokenOf('hq1'))
    expect(filtered.status).toBe(404)
    // An ancestor sees and may edit it.
    expect((await api('GET', `/admin/notices/${notice.data.id}`, tokenOf('hq1'))).status).toBe(200)
    const byAncestor = await api<Notice>('PUT', `/admin/notices/${notice.data.id}`, tokenOf('hq1'), {
      title: '범위 (수정)',
      body: '본문',
      audienceOrgId: orgOf('shop1'),
    })
    expect(byAncestor.data.title).toBe('범위 (수정)')
  })

  test('only a draft is deleted; each change is audited', async () => {
    const audits = {
      create: await auditCount('NOTICE_CREATE'),
      publish: await auditCount('NOTICE_PUBLISH'),
      unpublish: await auditCount('NOTICE_UNPUBLISH'),
      remove: await auditCount('NOTICE_DELETE'),
    }
    const notice = await api<Notice>('POST', '/admin/notices', tokenOf('shop1'), {
      title: '지울 공지',
      body: '본문',
    })
    await api('POST', `/admin/notices/${notice.data.id}/publish`, tokenOf('shop1'))
    const refused = await api('DELETE', `/admin/notices/${notice.data.id}`, tokenOf('shop1'))
    expect([refused.status, refused.code, refused.reason]).toEqual([409, 'CONFLICT', 'noticeNotDraft'])
    expect(await memberNoticeTitles('m1')).toContain('지울 공지')

    await api('POST', `/admin/notices/${notice.data.id}/unpublish`, tokenOf('shop1'))
    expect(await memberNoticeTitles('m1')).not.toContain('지울 공지')
    expect((await api('DELETE', `/admin/notices/${notice.data.id}`, tokenOf('shop1'))).status).toBe(200)
    expect((await api('GET', `/admin/notices/${notice.data.id}`, tokenOf('shop1'))).status).toBe(404)
    expect({
      create: await auditCount('NOTICE_CREATE'),
      publish: await auditCount('NOTICE_PUBLISH'),
      unpublish: await auditCount('NOTICE_UNPUBLISH'),
      remove: await auditCount('NOTICE_DELETE'),
    }).toEqual({
      create: audits.create + 1,
      publish: audits.publish + 1,
      unpublish: audits.unpublish + 1,
      remove: audits.remove + 1,
    })
  })

  test('the console list pages, filters and sorts on the server', async () => {
    for (const title of ['정렬 다', '정렬 가', '정렬 나'])
      await api('POST', '/admin/notices', tokenOf('shop2'), { title, body: '본문' })
    const sorted = await api<Page<Notice>>(
      'GET',
      '/admin/notices?q=정렬&sort=title&order=asc&limit=2',
      tokenOf('shop2'),
    )
    expect(sorted.data.items.map((notice) => notice.title)).toEqual(['정렬 가', '정렬 나'])
    expect(sorted.data.pagination.total).toBe(3)
    const second = await api<Page<Notice>>(
      'GET',
      '/admin/notices?q=정렬&sort=title&order=asc&limit=2&page=2',
      tokenOf('shop2'),
    )
    expect(second.data.items.map((notice) => notice.title)).toEqual(['정렬 다'])
    const published = await api<Page<Notice>>('GET', '/admin/notices?status=PUBLISHED', tokenOf('shop2'))
    expect(published.data.items.every((notice) => notice.status === 'PUBLISHED')).toBe(true)
    const wildcard = await api<Page<Notice>>('GET', '/admin/notices?q=%25', tokenOf('shop2'))
    expect(wildcard.data.pagination.total).toBe(0)
    const badSort = await api('GET', '/admin/notices?sort=body', tokenOf('shop2'))
    expect([badSort.status, badSort.code]).toEqual([400, 'VALIDATION'])
  })
})

describe('messages and read receipts', () => {
  interface Sent {
    id: number
    recipientCount: number
    readCount: number
  }

  test('to one member, or to every member of a branch subtree; receipts count read/total', async () => {
    const sentBefore = await auditCount('MESSAGE_SEND')
    const one = await api<Sent>('POST', '/admin/messages', tokenOf('shop1'), {
      memberId: idOf('m1'),
      title: '개인 메시지',
      body: '안녕하세요',
    })
    expect(one.status).toBe(201)
    expect(one.data).toMatchObject({ recipientCount: 1, readCount: 0 })

    const branch = await api<Sent>('POST', '/admin/messages', tokenOf('ag1'), {
      orgId: orgOf('ag1'),
      title: '부본사 메시지',
      body: '모두에게',
    })
    expect(branch.data).toMatchObject({ recipientCount: 3, readCount: 0 })
    expect(await auditCount('MESSAGE_SEND')).toBe(sentBefore + 2)

    const unread = await api<{ messages: number; total: number }>(
      'GET',
      '/messages/unread-count',
      tokenOf('m1'),
    )
    expect(unread.data.messages).toBe(2)
    const inbox = await api<Page<{ id: number; readAt: string | null }>>('GET', '/messages', tokenOf('m1'))
    expect(inbox.data.items.map((message) => message.id)).toEqual([branch.data.id, one.data.id])
    expect(await api('GET', '/messages', tokenOf('m4'))).toMatchObject({ data: { items: [] } })

    const read = await api<{ readAt: string | null }>(
      'POST',
      `/messages/${branch.data.id}/read`,
      tokenOf('m1'),
    )
    expect(read.data.readAt).not.toBeNull()
    // Reading again keeps the first receipt.
    const again = await api<{ readAt: string | null }>(
      'POST',
      `/messages/${branch.data.id}/read`,
      tokenOf('m1'),
    )
    expect(again.data.readAt).toBe(read.data.readAt)
    expect(
      (await api<{ messages: number }>('GET', '/messages/unread-count', tokenOf('m1'))).data.messages,
    ).toBe(1)

    const receipts = await api<{
      message: Sent
      items: { userId: number; loginId: string; nickname: string; readAt: string | null }[]
      pagination: { total: number }
    }>('GET', `/admin/messages/${branch.data.id}/receipts`, tokenOf('ag1'))
    expect(receipts.data.message).toMatchObject({ recipientCount: 3, readCount: 1 })
    expect(receipts.data.items[0]).toEqual({
      userId: idOf('m1'),
      loginId: String(people.m1?.loginId),
      nickname: expect.any(String),
      readAt: read.data.readAt,
    })
    expect(receipts.data.items.slice(1).map((receipt) => receipt.readAt)).toEqual([null, null])
    const list = await api<Page<Sent>>('GET', '/admin/messages', tokenOf('hq1'))
    expect(list.data.items.find((message) => message.id === branch.data.id)).toMatchObject({ readCount: 1 })
  })

  test('outside the scope: another member’s message, another subtree’s receipts, an outside member are 404', async () => {
    const sent = await api<Sent>('POST', '/admin/messages', tokenOf('shop1'), {
      memberId: idOf('m2'),
      title: '범위',
      body: '본문',
    })
    const stranger = await api('POST', `/messages/${sent.data.id}/read`, tokenOf('m1'))
    expect([stranger.status, stranger.reason]).toEqual([404, 'messageNotFound'])
    const receipts = await api('GET', `/admin/messages/${sent.data.id}/receipts`, tokenOf('hq2'))
    expect([receipts.status, receipts.reason]).toEqual([404, 'messageNotFound'])
    const sibling = await api('GET', `/admin/messages/${sent.data.id}/receipts`, tokenOf('shop2'))
    expect(sibling.status).toBe(404)
    const outsideMember = await api('POST', '/admin/messages', tokenOf('hq2'), {
      memberId: idOf('m1'),
      title: '범위',
      body: '본문',
    })
    expect([outsideMember.status, outsideMember.reason]).toEqual([404, 'memberNotFound'])
    const outsideBranch = await api('POST', '/admin/messages', tokenOf('shop1'), {
      orgId: orgOf('shop2'),
      title: '범위',
      body: '본문',
    })
    expect([outsideBranch.status, outsideBranch.reason]).toEqual([404, 'branchNotFound'])
    const admin = await api('POST', '/admin/messages', tokenOf('hq1'), {
      memberId: idOf('ag1'),
      title: '관리자',
      body: '본문',
    })
    expect([admin.status, admin.reason]).toEqual([404, 'memberNotFound'])
  })

  test('bad input and an empty branch change nothing', async () => {
    const before = (await api<Page<Sent>>('GET', '/admin/messages', superToken)).data.pagination.total
    for (const body of [
      { title: '둘 다', body: '본문', memberId: idOf('m1'), orgId: orgOf('shop1') },
      { title: '없음', body: '본문' },
      { title: '', body: '본문', memberId: idOf('m1') },
      { title: '제목', body: '   ', memberId: idOf('m1') },
      { title: '제목', body: '본문', memberId: 'abc' },
    ]) {
      const refused = await api('POST', '/admin/messages', tokenOf('shop1'), body)
      expect([body, refused.status, refused.code]).toEqual([body, 400, 'VALIDATION'])
      expect(refused.message).toMatch(/[가-힣]/)
    }
    const emptyShop = await createPerson(call, tokenOf('ag2'), 'SHOP', 'msgempty')
    const empty = await api('POST', '/admin/messages', tokenOf('ag2'), {
      orgId: emptyShop.orgId,
      title: '빈 매장',
      body: '본문',
    })
    expect([empty.status, empty.code, empty.reason]).toEqual([400, 'VALIDATION', 'noRecipients'])
    expect((await api<Page<Sent>>('GET', '/admin/messages', superToken)).data.pagination.total).toBe(before)
  })
})

describe('1:1 inquiries', () => {
  const openCount = async (admin: string) =>
    (
      await api<{ open: number }>(
        'GET',
        '/admin/inquiries/open-count',
        admin === 'super' ? superToken : tokenOf(admin),
      )
    ).data.open

  test('asked, counted for the member’s branch and its ancestors only, heard live, answered, closed, reopened', async () => {
    const counters = ['super', 'hq1', 'ag1', 'shop1', 'shop2', 'hq2'] as const
    const before = Object.fromEntries(
      await Promise.all(counters.map(async (who) => [who, await openCount(who)])),
    )
    const shop1Stream = await listenEvents(`${server.url}/api/events`, tokenOf('shop1'))
    const shop2Stream = await listenEvents(`${server.url}/api/events`, tokenOf('shop2'))
    const memberStream = await listenEvents(`${server.url}/api/events`, tokenOf('m1'))
    listeners.push(shop1Stream, shop2Stream, memberStream)

    const refused = await api('POST', '/inquiries', tokenOf('m1'), { title: '충전 문의', body: '' })
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      'VALIDATION',
      '내용을 입력해주세요. (body)',
    ])

    const asked = await api<Thread>('POST', '/inquiries', tokenOf('m1'), {
      title: '충전 문의',
      body: '입금했어요.',
    })
    expect(asked.status).toBe(201)
    expect(asked.data).toMatchObject({ status: 'OPEN', posts: [{ side: 'MEMBER', body: '입금했어요.' }] })
    const id = asked.data.id
    const heard = (listener: EventListener, status: string) =>
      listener.received.some(
        (event: ClientEvent) =>
          event.type === 'INQUIRY_CHANGED' && event.id === id && event.status === status,
      )
    await until(() => heard(shop1Stream, 'OPEN'))
    expect(heard(shop1Stream, 'OPEN')).toBe(true)
    expect(shop2Stream.received.filter((event) => event.type === 'INQUIRY_CHANGED')).toEqual([])

    const after = Object.fromEntries(
      await Promise.all(counters.map(async (who) => [who, await openCount(who)])),
    )
    expect(after).toEqual({
      ...before,
      super: before.super + 1,
      hq1: before.hq1 + 1,
      ag1: before.ag1 + 1,
      shop1: before.shop1 + 1,
    })

    for (const outsider of ['hq2', 'shop2']) {
      const hidden = await api('GET', `/admin/inquiries/${id}`, tokenOf(outsider))
      expect([outsider, hidden.status, hidden.reason]).toEqual([outsider, 404, 'inquiryNotFound'])
      const answer = await api('POST', `/admin/inquiries/${id}/answer`, tokenOf(outsider), {
        body: '가로채기',
      })
      expect([outsider, answer.status]).toEqual([outsider, 404])
    }
    expect((await api('GET', `/inquiries/${id}`, tokenOf('m3'))).status).toBe(404)
    const queue = await api<Page<{ id: number }>>(
      'GET',
      '/admin/inquiries?status=OPEN&order=asc',
      tokenOf('shop1'),
    )
    expect(queue.data.items.map((inquiry) => inquiry.id)).toContain(id)
    const hq2Queue = await api<Page<{ id: number }>>('GET', '/admin/inquiries?status=OPEN', tokenOf('hq2'))
    expect(hq2Queue.data.items.map((inquiry) => inquiry.id)).not.toContain(id)

    const answersBefore = await auditCount('INQUIRY_ANSWER')
    const answered = await api<Thread>('POST', `/admin/inquiries/${id}/answer`, tokenOf('ag1'), {
      body: '확인 후 처리했습니다.',
    })
    expect(answered.data).toMatchObject({ status: 'ANSWERED', unreadAnswer: true })
    expect(answered.data.posts.map((post) => post.side)).toEqual(['MEMBER', 'ADMIN'])
    expect(await auditCount('INQUIRY_ANSWER')).toBe(answersBefore + 1)
    expect(await openCount('shop1')).toBe(before.shop1)
    await until(() => heard(memberStream, 'ANSWERED'))
    expect(heard(memberStream, 'ANSWERED')).toBe(true)

    const mine = await api<Thread & { posts: Record<string, unknown>[] }>(
      'GET',
      `/inquiries/${id}`,
      tokenOf('m1'),
    )
    expect(mine.data.posts[1]).not.toHaveProperty('authorLoginId')
    expect(
      (await api<{ answers: number }>('GET', '/messages/unread-count', tokenOf('m1'))).data.answers,
    ).toBe(1)
    await api('POST', `/inquiries/${id}/answer-read`, tokenOf('m1'))
    expect(
      (await api<{ answers: number }>('GET', '/messages/unread-count', tokenOf('m1'))).data.answers,
    ).toBe(0)

    const replied = await api<Thread>('POST', `/inquiries/${id}/replies`, tokenOf('m1'), {
      body: '감사합니다. 하나 더요.',
    })
    expect(replied.data.status).toBe('OPEN')
    expect(await openCount('shop1')).toBe(before.shop1 + 1)

    const closed = await api<Thread>('POST', `/inquiries/${id}/close`, tokenOf('m1'))
    expect(closed.data.status).toBe('CLOSED')
    const late = await api('POST', `/admin/inquiries/${id}/answer`, tokenOf('shop1'), { body: '늦은 답변' })
    expect([late.status, late.code, late.reason]).toEqual([409, 'CONFLICT', 'inquiryClosed'])
    expect((await api<Thread>('GET', `/admin/inquiries/${id}`, tokenOf('shop1'))).data.posts).toHaveLength(3)

    const reopened = await api<Thread>('POST', `/inquiries/${id}/replies`, tokenOf('m1'), {
      body: '다시 열어요.',
    })
    expect(reopened.data.status).toBe('OPEN')
    const closesBefore = await auditCount('INQUIRY_CLOSE')
    const closedByAdmin = await api<Thread>('POST', `/admin/inquiries/${id}/close`, tokenOf('shop1'))
    expect(closedByAdmin.data.status).toBe('CLOSED')
    expect(await auditCount('INQUIRY_CLOSE')).toBe(closesBefore + 1)
    expect((await api('POST', `/inquiries/${id}/close`, tokenOf('m1'))).status).toBe(409)
    const history = await api<Page<{ id: number; status: string }>>('GET', '/inquiries', tokenOf('m1'))
    expect(history.data.items.find((inquiry) => inquiry.id === id)?.status).toBe('CLOSED')
  })
})

test('every route of the feature was answered and parsed with its response schema', () => {
  const feature = restRoutes
    .filter(
      (route) => route.procedure.startsWith('messages.') || route.procedure.startsWith('admin.messages.'),
    )
    .map((route) => `${route.method} ${route.path}`)
  expect([...checked].filter((route) => !route.endsWith('/admin/audit')).sort()).toEqual(feature.sort())
})
