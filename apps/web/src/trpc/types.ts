import type { AppRouter } from '@pb/api'
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'

type RouterInputs = inferRouterInputs<AppRouter>
type RouterOutputs = inferRouterOutputs<AppRouter>

export type SessionUser = RouterOutputs['auth']['me']
export type RoleCode = SessionUser['roleCode']
export type UserStatus = SessionUser['statusCode']
export type LoginInput = RouterInputs['auth']['login']
// The device token of a sign-in stays in its HttpOnly cookie; the web app never keeps it itself.
export type SignedInSession = Omit<RouterOutputs['auth']['login'], 'deviceToken'>
export type SecondStepSession = RouterOutputs['auth']['loginTotp']
export type TotpSetup = RouterOutputs['admin']['account']['totpSetup']
export type SignedInDevice = RouterOutputs['auth']['sessions'][number]

type OddsBoard = RouterOutputs['game']['odds']
export type OddsMarket = OddsBoard['markets'][number]
export type DrawResult = RouterOutputs['game']['recentResults'][number]
export type Fairness = RouterOutputs['game']['fairness']
export type DayResults = RouterOutputs['game']['results']
export type DayResult = DayResults['items'][number]
export type ResultsInput = RouterInputs['game']['results']
export type Statistics = RouterOutputs['game']['statistics']
export type StatisticsInput = RouterInputs['game']['statistics']
export type OutcomeFieldName = keyof Statistics['fields']
export type BoardFieldName = keyof Statistics['boards']
export type BoardRun = Statistics['boards'][BoardFieldName][number]

export type Bet = NonNullable<RouterOutputs['bets']['byId']>
export type BetStatus = Bet['statusCode']
export type PlacedBet = RouterOutputs['bets']['place']
export type BetHistoryItem = RouterOutputs['bets']['history']['items'][number]
export type RoundCaps = RouterOutputs['bets']['caps']

export type MoneyLedgerEntry = RouterOutputs['users']['ledger']['items'][number]
export type MoneyLedgerType = MoneyLedgerEntry['ledgerType']
export type PointLedgerEntry = RouterOutputs['cashier']['pointHistory']['items'][number]
export type PointLedgerType = PointLedgerEntry['ledgerType']
export type MemberRequest = RouterOutputs['cashier']['myRequests']['items'][number]
export type RequestStatus = MemberRequest['statusCode']
export type CashierRequestType = 'topup' | 'withdrawal'

export type SelfLimit = RouterOutputs['users']['limits'][number]
export type SelfLimitType = SelfLimit['type']
export type SelfLimitPeriod = SelfLimit['period']

export type PointLedgerFilter = NonNullable<RouterInputs['cashier']['pointHistory']['type']>

/** What the live stream delivers: the server's event union, straight from the subscription's type. */
export type LiveEvent =
  RouterOutputs['events']['stream'] extends AsyncIterable<infer T>
    ? T extends { data: infer D }
      ? D
      : T
    : never

export type RealityCheck = RouterOutputs['users']['realityCheck']
export type RealityCheckInterval = RealityCheck['intervalMinutes']
