import { createHash, timingSafeEqual } from 'node:crypto'
import { errorResponse } from '@pb/api'
import { DomainError } from '@pb/core/errors'
import type { Metrics } from './metrics'

/** Compares digests of equal length, so the time a wrong token takes tells nothing of the right one. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * `GET /metrics` (docs/operations.md §5): every metric in Prometheus's text format. With a token
 * configured (`METRICS_TOKEN`), only for `Authorization: Bearer <token>`; anyone else gets 401 in the
 * API's error envelope.
 */
export async function metricsAnswer(
  request: Request,
  metrics: Metrics,
  token: string | undefined,
): Promise<Response> {
  if (token) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
    if (!sameToken(given, token)) {
      const refused = errorResponse(new DomainError('UNAUTHORIZED', '지표를 보려면 토큰이 필요합니다.'))
      refused.headers.set('www-authenticate', 'Bearer')
      return refused
    }
  }
  const { contentType, text } = await metrics.exposition()
  return new Response(text, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } })
}
