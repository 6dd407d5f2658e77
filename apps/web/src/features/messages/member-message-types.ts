import type { AppRouter } from '@pb/api'
import type { inferRouterOutputs } from '@trpc/server'

type MessagesOutputs = inferRouterOutputs<AppRouter>['messages']

export type MemberNotice = MessagesOutputs['notices'][number]
export type InboxMessage = MessagesOutputs['inbox']['items'][number]
export type MemberInquiryStatus = MessagesOutputs['inquiries']['list']['items'][number]['status']
