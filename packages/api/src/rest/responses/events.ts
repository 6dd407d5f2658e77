import { z } from 'zod'

/** `GET /api/events/position` */
export const eventPosition = z.strictObject({
  lastEventId: z
    .string()
    .describe('지금까지 가장 최근 이벤트의 ID: 데이터를 읽기 전에 받아 두고 스트림을 여기서부터 엽니다'),
})
