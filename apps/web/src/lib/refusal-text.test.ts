import { describe, expect, test } from 'bun:test'
import { refusalReasons, refusalStatus } from '@pb/contract/refusal-codes'
import { refusalsEn } from '@pb/contract/refusals/en'
import { refusalsKo } from '@pb/contract/refusals/ko'
import { capExceededMessage } from '@pb/game'
import i18next from 'i18next'
import { en } from '../i18n/en'
import type { Language } from '../i18n/i18n'
import { ko } from '../i18n/ko'
import { refusalText } from './refusal-text'

// The app's instance (i18n/i18n.ts) touches localStorage and the document; this one holds the same words.
const instance = i18next.createInstance()
await instance.init({
  resources: {
    ko: { translation: ko, refusals: refusalsKo },
    en: { translation: en, refusals: refusalsEn },
  },
  lng: 'ko',
  fallbackLng: 'ko',
  interpolation: { escapeValue: false },
  initAsync: false,
})
const namespaces: ['translation', 'refusals'] = ['translation', 'refusals']
const words = (language: Language) => ({ t: instance.getFixedT(language, namespaces), language })

/** A refusal as the tRPC client hands it over. */
const refused = (domainCode: string, message: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(message), { data: { domainCode, details } })

const codes = Object.keys(refusalStatus)

describe('the catalogs', () => {
  test.each([
    ['ko', refusalsKo],
    ['en', refusalsEn],
  ])('%s has a line for every code and every case the server names', (_, catalog) => {
    expect(codes.filter((code) => !Reflect.get(catalog.codes, code))).toEqual([])
    expect(refusalReasons.filter((reason) => !Reflect.get(catalog.reasons, reason))).toEqual([])
  })

  test('English says every code in English', () => {
    const hangul = /[\u3131-\uD79D]/
    for (const group of [refusalsEn.codes, refusalsEn.reasons, refusalsEn.detailed])
      for (const [key, line] of Object.entries(group))
        expect({ key, hangul: hangul.test(line) }).toEqual({ key, hangul: false })
  })
})

describe('refusalText', () => {
  test('says a code in the current language, whatever the server wrote', () => {
    const error = refused('BETTING_CLOSED', '베팅이 마감되었습니다. 다음 회차에 참여해주세요.')
    expect(refusalText(error, words('en'))).toBe('Betting has closed. Please join the next round.')
    expect(refusalText(error, words('ko'))).toBe('베팅이 마감되었습니다. 다음 회차에 참여해주세요.')
  })

  test('fills a code’s sentence with the values of its details, in English', () => {
    const limit = refused('LIMIT_SELF', '일일 베팅 한도 100,000원 초과 (남은 한도 40,000원)', {
      type: 'STAKE',
      period: 'DAY',
      limit: 100_000,
      remaining: 40_000,
    })
    expect(refusalText(limit, words('en'))).toBe('Stake limit (Daily) of ₩100,000 exceeded (₩40,000 left)')
    expect(refusalText(limit, words('ko'))).toBe('일일 베팅 한도 100,000원 초과 (남은 한도 40,000원)')

    const balance = refused('INSUFFICIENT_BALANCE', '잔액이 부족합니다. (현재 잔액: 5,000원)', {
      moneyBal: 5_000,
    })
    expect(refusalText(balance, words('en'))).toBe('Insufficient balance. (Current balance: ₩5,000)')
    expect(refusalText(balance, words('ko'))).toBe('잔액이 부족합니다. (현재 잔액: 5,000원)')

    const points = refused('INSUFFICIENT_POINTS', '보유 포인트가 부족합니다. (현재 포인트: 1,200P)', {
      pointBal: 1_200,
    })
    expect(refusalText(points, words('en'))).toBe('Not enough points. (Current points: 1,200P)')
  })

  test('says a cap as the game page warns of it', () => {
    const details = { group: 'SIZE', cap: 150_000, current: 100_000 }
    const error = refused('LIMIT_EXCEEDED', capExceededMessage('SIZE', '150,000원', '100,000원'), details)
    expect(refusalText(error, words('ko'))).toBe(capExceededMessage('SIZE', '150,000원', '100,000원', 'ko'))
    expect(refusalText(error, words('en'))).toBe(capExceededMessage('SIZE', '₩150,000', '₩100,000', 'en'))
  })

  test('names the case of a code the server names in details.reason, with its values', () => {
    const member = refused('NOT_FOUND', '회원을 찾을 수 없습니다.', { reason: 'memberNotFound' })
    expect(refusalText(member, words('en'))).toBe('The member could not be found.')
    expect(refusalText(member, words('ko'))).toBe('회원을 찾을 수 없습니다.')

    const negative = refused('NEGATIVE_BALANCE', '…', { reason: 'withdrawalWhileNegative', moneyBal: -3_000 })
    expect(refusalText(negative, words('en'))).toStartWith("The member's balance is negative (₩-3,000).")
    expect(refusalText(negative, words('ko'))).toStartWith('회원의 보유머니가 -3,000원으로 마이너스입니다.')

    const edge = refused('HOUSE_EDGE', '…', {
      reason: 'pointRateCapped',
      highestPointRate: 1.3,
      minHouseEdge: 1,
      rollingRateInForce: 1.2,
    })
    expect(refusalText(edge, words('en'))).toBe(
      'The point rate can be at most 1.3%. (Minimum house edge 1%, highest rolling rate 1.2%)',
    )
    expect(refusalText(edge, words('ko'))).toBe(
      '포인트 적립률은 1.3%까지 설정할 수 있습니다. (최소 하우스 엣지 1%, 최고 롤링 요율 1.2%)',
    )

    const rolling = refused('HOUSE_EDGE', '…', {
      reason: 'rollingRateCapped',
      highestRollingRate: 0,
      minHouseEdge: 1,
      memberPointRate: 2.5,
    })
    expect(refusalText(rolling, words('en'))).toBe(
      'The rolling rate can be at most 0%. (Minimum house edge 1%, highest member point rate 2.5%)',
    )
    expect(refusalText(rolling, words('ko'))).toBe(
      '롤링 요율은 0%까지 설정할 수 있습니다. (최소 하우스 엣지 1%, 회원 최고 포인트 적립률 2.5%)',
    )

    const odds = refused('HOUSE_EDGE', '…', {
      reason: 'oddsAboveEdge',
      selectionCode: 'PB_ODD',
      limitPercent: 96.5,
      highestPointRate: 1.5,
    })
    expect(refusalText(odds, words('en'))).toBe(
      'The return of Powerball odd (odds × chance of winning + point rate + rolling rate) goes past 96.5%. The highest point rate these odds allow is 1.5%.',
    )
    expect(refusalText(odds, words('ko'))).toBe(
      '파워볼 홀 선택의 환수율(배당 × 당첨 확률 + 포인트 적립률 + 롤링 요율)이 96.5%를 넘습니다. 이 배당에서 허용되는 최대 포인트 적립률은 1.5%입니다.',
    )
  })

  test('without the values a sentence needs, says the code’s line', () => {
    expect(refusalText(refused('LIMIT_SELF', '…', { type: 'STAKE' }), words('en'))).toBe(
      'This goes past a limit you set yourself.',
    )
    expect(refusalText(refused('NEGATIVE_BALANCE', '…'), words('en'))).toBe(
      'This is not available while the balance is negative.',
    )
  })

  test("a schema's refusal keeps the server's Korean and names the field in English", () => {
    const error = refused('VALIDATION', '닉네임을 입력해주세요. (nickname)', {
      fields: [{ path: 'nickname', message: '닉네임을 입력해주세요.' }],
    })
    expect(refusalText(error, words('ko'))).toBe('닉네임을 입력해주세요. (nickname)')
    expect(refusalText(error, words('en'))).toBe('Some input is not valid (nickname).')
    expect(refusalText(refused('VALIDATION', '입력값이 올바르지 않습니다.'), words('en'))).toBe(
      'Some input is not valid.',
    )
  })

  test("a code the catalog lacks shows the server's message; an error no server sent, the fallback", () => {
    expect(refusalText(refused('NEWER_CODE', '새 거절'), words('en'))).toBe('새 거절')
    expect(refusalText(refused('NOT_FOUND', '…', { reason: 'newerCase' }), words('en'))).toBe(
      'The requested item could not be found.',
    )
    expect(refusalText(new TypeError('x is undefined'), words('en'))).toBe('An unknown error occurred.')
    expect(refusalText(new TypeError('x is undefined'), words('en'), 'Saving failed.')).toBe('Saving failed.')
    expect(refusalText(null, words('ko'))).toBe('알 수 없는 오류가 발생했습니다.')
  })

  test('reads a refusal kept on record, as a failed proposal keeps it', () => {
    const failure = { code: 'ROUND_HAS_BETS', message: '베팅이 있는 회차에는 결과를 입력할 수 없습니다.' }
    expect(refusalText(failure, words('en'))).toBe('No result can be entered for a round that has bets.')
  })

  test("before the refusals' words arrive, a refusal shows the server's message and never a bare key", async () => {
    const early = i18next.createInstance()
    await early.init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false })
    const t = early.getFixedT('en', namespaces)
    const error = refused('LIMIT_SELF', '일일 베팅 한도 100,000원 초과 (남은 한도 40,000원)', {
      type: 'STAKE',
      period: 'DAY',
      limit: 100_000,
      remaining: 40_000,
    })
    expect(refusalText(error, { t, language: 'en' })).toBe(
      '일일 베팅 한도 100,000원 초과 (남은 한도 40,000원)',
    )
    const field = refused('VALIDATION', '닉네임을 입력해주세요. (nickname)', {
      fields: [{ path: 'nickname' }],
    })
    expect(refusalText(field, { t, language: 'en' })).toBe('닉네임을 입력해주세요. (nickname)')
  })

  test('a call that got no answer is said in the current language', () => {
    const error = refused('NETWORK_ERROR', '네트워크 연결을 확인해주세요.')
    expect(refusalText(error, words('en'))).toBe('Please check your network connection.')
  })
})
