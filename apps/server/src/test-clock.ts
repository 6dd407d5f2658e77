import { errorResponse } from '@pb/api'
import { DomainError } from '@pb/core/errors'

export interface TestClockControl {
  clock: { advance(ms: number): void; now(): Date }
  engine: { tick(): Promise<void> }
}

const MAX_SECONDS = 7 * 24 * 3600

/** `POST /api/test/clock/advance { seconds }`: moves the game clock forward and lets the engine catch up. */
export async function advanceTestClock(
  control: TestClockControl | undefined,
  request: Request,
): Promise<Response> {
  if (!control) return errorResponse(new DomainError('NOT_FOUND'))
  const body = (await request.json().catch(() => null)) as { seconds?: unknown } | null
  const seconds = body?.seconds
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS) {
    return errorResponse(
      new DomainError('VALIDATION', `seconds는 1 이상 ${MAX_SECONDS} 이하의 정수여야 합니다.`),
    )
  }
  control.clock.advance(seconds * 1000)
  await control.engine.tick()
  return Response.json({ success: true, data: { serverTime: control.clock.now().toISOString() } })
}
