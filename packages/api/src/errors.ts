import type { ErrorCode } from '@pb/contract/refusal-codes'
import { databaseFailure } from '@pb/core/db-failure'
import { DomainError, errorCatalog } from '@pb/core/errors'
import { TRPCError } from '@trpc/server'
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc'
import { ZodError } from 'zod'

export interface DescribedError {
  status: number
  code: ErrorCode
  message: string
  details?: Record<string, unknown>
}

const trpcCodeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
}

const domainCodeByTrpcCode: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  BAD_REQUEST: 'VALIDATION',
  PARSE_ERROR: 'INVALID_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
}

export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({
    code: trpcCodeByStatus[error.status] ?? 'INTERNAL_SERVER_ERROR',
    message: error.message,
    cause: error,
  })
}

type Issue = ZodError['issues'][number]

/**
 * A union that matched no option reports every option's issues; the option that came closest
 * (fewest issues, the later one on a tie) is the one the caller meant.
 */
function closestIssues(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue]
    const closest = issue.errors.reduce((best, option) => (option.length <= best.length ? option : best))
    return closestIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })))
  })
}

/** How a field's path is named to the caller (a REST route may name fields otherwise). */
type FieldPathNamer = (path: string) => string

function describeValidation(error: ZodError, namePath: FieldPathNamer): DescribedError {
  const fields = closestIssues(error.issues).map((issue) => ({
    path: namePath(issue.path.join('.')),
    message: issue.message,
  }))
  const first = fields[0]
  return {
    status: 400,
    code: 'VALIDATION',
    message: first
      ? first.path
        ? `${first.message} (${first.path})`
        : first.message
      : errorCatalog.VALIDATION.message,
    details: { fields },
  }
}

/** One reading of any thrown error: the code, HTTP status and Korean message both APIs answer with. */
export function describeError(error: unknown, namePath: FieldPathNamer = (path) => path): DescribedError {
  const raw = error instanceof TRPCError ? (error.cause ?? error) : error
  const cause = databaseFailure(raw) ?? raw
  if (cause instanceof DomainError) {
    return {
      status: cause.status,
      code: cause.code,
      message: cause.message,
      ...(cause.details ? { details: cause.details } : {}),
    }
  }
  if (cause instanceof ZodError) return describeValidation(cause, namePath)
  if (error instanceof TRPCError) {
    const code = domainCodeByTrpcCode[error.code] ?? 'INTERNAL'
    return { status: errorCatalog[code].status, code, message: errorCatalog[code].message }
  }
  return { status: 500, code: 'INTERNAL', message: errorCatalog.INTERNAL.message }
}

/**
 * A refusal in the shape a tRPC client reads, for answers given before a request reaches tRPC
 * (a body that is too large or not JSON).
 */
export function trpcErrorResponse(error: DomainError): Response {
  const key = trpcCodeByStatus[error.status] ?? 'INTERNAL_SERVER_ERROR'
  const body = {
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[key],
      data: { code: key, httpStatus: error.status, domainCode: error.code },
    },
  }
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}
