export interface TestClockControl {
  clock: { advance(ms: number): void; now(): Date }
  engine: { tick(): Promise<void> }
}

const notFound = { success: false, code: 'NOT_FOUND', message: '요청한 항목을 찾을 수 없습니다.' }

/** `POST /api/test/clock/advance { seconds }`: moves the game clock forward and lets the engine catch up. */
export async function advanceTestClock(
  control: TestClockControl | undefined,
  request: Request,
): Promise<Response> {
  if (!control) return Response.json(notFound, { status: 404 })
  const body = (await request.json().catch(() => null)) as { seconds?: unknown } | null
  const seconds = body?.seconds
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > 7 * 24 * 3600) {
    return Response.json(
      { success: false, code: 'VALIDATION', message: 'seconds는 1 이상 604800 이하의 정수여야 합니다.' },
      { status: 400 },
    )
  }
  control.clock.advance(seconds * 1000)
  await control.engine.tick()
  return Response.json({ success: true, data: { serverTime: control.clock.now().toISOString() } })
}
