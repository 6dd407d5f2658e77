import { expect } from 'bun:test'
import { restRoutes } from '@pb/api'

/** Parses an answer with its route's response schema, which refuses unknown keys. */
export function schemaOf<T>(key: string) {
  const schema = restRoutes.find((route) => `${route.method} ${route.path}` === key)?.response
  if (!schema) throw new Error(`${key} has no response schema`)
  return { parse: (data: unknown) => schema.parse(data) as T }
}

/** Expects an answer to match its route's response schema, naming every field that does not. */
export function matchesSchema(key: string, data: unknown) {
  const schema = restRoutes.find((route) => `${route.method} ${route.path}` === key)?.response
  if (!schema) throw new Error(`${key} has no response schema`)
  expect(schema.safeParse(data).error?.issues ?? []).toEqual([])
}
