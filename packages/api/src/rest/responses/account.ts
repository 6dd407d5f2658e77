import { z } from 'zod'
import { member } from './member'
import { instant } from './shared'

/** `POST /api/auth/login` and `/api/admin/auth/login`: a new session, and the device's token. */
export const signedIn = z.strictObject({
  accessToken: z.string().describe('액세스 토큰 (Authorization: Bearer)'),
  refreshToken: z.string().describe('갱신 토큰 (POST /api/auth/refresh, 쓸 때마다 새로 발급)'),
  user: member,
  deviceToken: z
    .string()
    .describe(
      '이 기기의 토큰: 다음 로그인 때 deviceToken으로 보내면 다른 곳의 잘못된 비밀번호 때문에 막히지 않습니다 (브라우저에는 HttpOnly 쿠키로도 저장)',
    ),
})

/** `GET /api/auth/sessions`: the caller's live sign-ins. */
export const sessionList = z.array(
  z.strictObject({
    id: z.string().describe('세션 id (종료할 때 씀)'),
    area: z.enum(['member', 'admin']),
    ip: z.string().describe('로그인한 주소'),
    userAgent: z.string(),
    device: z.strictObject({
      browser: z.string().describe('브라우저 (모르면 빈 문자열)'),
      os: z.string().describe('운영체제 (모르면 빈 문자열)'),
      mobile: z.boolean(),
    }),
    createdAt: instant(),
    lastUsedAt: instant().describe('마지막 사용 (1분 단위로 기록)'),
    current: z.boolean().describe('이 요청의 세션'),
  }),
)

/** `POST /api/admin/account/totp/setup` and `/api/auth/login/totp/enrol`: a secret to enrol with. */
export const totpSetup = z.strictObject({
  secret: z.string().describe('인증 앱에 직접 입력할 비밀키 (base32)'),
  otpauthUri: z.string().describe('otpauth://totp/… (SHA1, 6자리, 30초)'),
  qrSvg: z.string().describe('otpauthUri의 QR 코드 (SVG)'),
})
