/** At most this many calls travel in one tRPC batch; the web app's batch link sends no more. */
export const maxBatchCalls = 20
