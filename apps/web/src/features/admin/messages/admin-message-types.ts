import type { AppRouter } from '@pb/api'
import type { inferRouterOutputs } from '@trpc/server'

type Outputs = inferRouterOutputs<AppRouter>['admin']['messages']

export type AdminNotice = Outputs['notices']['list']['items'][number]
export type SentMessage = Outputs['sent']['list']['items'][number]
export type AdminInquiry = Outputs['inquiries']['list']['items'][number]
export type AdminInquiryStatus = AdminInquiry['status']
