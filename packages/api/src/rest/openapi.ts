import type { AnyTRPCProcedure } from '@trpc/server'
import { type ZodType, z } from 'zod'
import { appRouter } from '../root'
import { answerSchemaAtEdge, type EdgeNames, requestSchemaAtEdge } from './edge-names'
import { atPath } from './procedures'
import { proposedAnswer } from './responses/approval'
import type { RestRoute } from './route'

const envelope = {
  type: 'object',
  properties: { success: { type: 'boolean' }, data: {}, message: { type: 'string' } },
  required: ['success'],
}
const errorEnvelope = {
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string' }, code: { type: 'string' } },
  required: ['success', 'message', 'code'],
}

/** The success envelope of a route whose answer has a schema. */
function envelopeOf(response: ZodType, names: EdgeNames | undefined) {
  const { $schema: _, ...inside } = z.toJSONSchema(response, { io: 'output' })
  const data = answerSchemaAtEdge(inside, names)
  return {
    type: 'object',
    properties: { success: { const: true }, data },
    required: ['success', 'data'],
    additionalProperties: false,
  }
}

/**
 * An OpenAPI 3.1 description of the REST adapter, read off the procedures' declarations
 * (docs/api-conventions.md §10): their routes, input schemas and answers.
 */
export function buildOpenApi(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  const operationIds = new Set<string>()
  for (const route of routes) {
    const procedure = atPath(appRouter._def.record, route.procedure) as AnyTRPCProcedure
    const schema = route.edgeRequest ?? (procedure._def.inputs[0] as ZodType | undefined)
    const jsonSchema = schema
      ? (requestSchemaAtEdge(
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
          route.edgeRequest ? undefined : route.edgeNames,
        ) as { properties?: Record<string, unknown> })
      : undefined
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    const queryParams =
      route.method === 'GET' && jsonSchema?.properties
        ? Object.entries(jsonSchema.properties)
            .filter(([name]) => !pathParams.some((p) => p.name === name))
            .map(([name, property]) => ({ name, in: 'query', schema: property }))
        : []
    // Two routes may call one procedure; an operationId names one operation.
    let operationId: string = route.procedure
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${route.procedure}_${n}`
    operationIds.add(operationId)
    const success = route.response ? envelopeOf(route.response, route.edgeNames) : envelope
    const content = route.file
      ? { [route.file.contentType.split(';')[0] ?? '']: { schema: { type: 'string' } } }
      : { 'application/json': { schema: success } }
    const operation: Record<string, unknown> = {
      summary: route.summary,
      operationId,
      parameters: [...pathParams, ...queryParams],
      responses: {
        [route.status ?? 200]: { description: 'OK', content },
        ...(route.mayPropose
          ? {
              202: {
                description: '네 눈 원칙: 다른 최고관리자의 승인을 기다리는 제안',
                content: { 'application/json': { schema: envelopeOf(proposedAnswer, undefined) } },
              },
            }
          : {}),
        default: { description: '오류', content: { 'application/json': { schema: errorEnvelope } } },
      },
      security: [{ bearer: [] }],
    }
    if ((route.method === 'POST' || route.method === 'PUT') && jsonSchema) {
      operation.requestBody = { content: { 'application/json': { schema: jsonSchema } } }
    }
    const key = `/api${route.path}`
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Powerball API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  }
}
