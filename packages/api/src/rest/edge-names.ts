/**
 * docs/api-conventions.md §11: inside, from the database to the web, a round is `roundNo` and a stake
 * `stake`. A REST route that speaks the spec's other names declares them once, as the inside name →
 * the name at the edge. A name is matched against the end of a field's key path, array levels left
 * out: `roundNo` renames every `roundNo`, `items.stake` only a `stake` held in an `items` list.
 */
type FieldNames = Readonly<Record<string, string>>

export interface EdgeNames {
  /** The request's fields (body, query and path parameters), renamed to the inside names on the way in. */
  request?: FieldNames
  /** The answer's fields, renamed on the way out. */
  answer?: FieldNames
  /** Inside names the answer also carries under a second name, beside its own. */
  answerAliases?: FieldNames
}

interface Rule {
  /** The inside names of the keys above the field, nearest last. */
  path: string[]
  from: string
  to: string
  inside: string
}

const rulesOf = (names: FieldNames, direction: 'out' | 'in'): Rule[] =>
  Object.entries(names).map(([inside, edge]) => {
    const path = inside.split('.')
    const name = path.pop() as string
    return direction === 'out'
      ? { path, from: name, to: edge, inside: name }
      : { path, from: edge, to: name, inside: name }
  })

/** The rule for a key whose parents (inside names, nearest last) end with the rule's path. */
function ruleFor(rules: Rule[], key: string, parents: string[]): Rule | undefined {
  return rules.find(
    (rule) =>
      rule.from === key &&
      rule.path.length <= parents.length &&
      rule.path.every((name, i) => parents[parents.length - rule.path.length + i] === name),
  )
}

/** Sets an own field, even one named `__proto__` (a client may send that key). */
const setField = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

function walk(value: unknown, rules: Rule[], aliases: Rule[], parents: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, rules, aliases, parents))
  if (value === null || typeof value !== 'object') return value
  const renamed = {}
  for (const [key, field] of Object.entries(value)) {
    const rule = ruleFor(rules, key, parents)
    const child = walk(field, rules, aliases, [...parents, rule?.inside ?? key])
    setField(renamed, rule?.to ?? key, child)
    const alias = ruleFor(aliases, key, parents)
    if (alias) setField(renamed, alias.to, child)
  }
  return renamed
}

/**
 * A request as the procedure names its fields. A field sent under the inside name is left out, as
 * any field the route does not take: the route speaks only its published names.
 */
export function toInside(request: unknown, names: EdgeNames | undefined): unknown {
  if (!names?.request) return request
  const insideNames = rulesOf(names.request, 'out').map((rule) => ({ ...rule, to: droppedKey }))
  return walk(dropKeys(walk(request, insideNames, [], [])), rulesOf(names.request, 'in'), [], [])
}

/** An answer as the route's clients name its fields. */
export function toEdge(answer: unknown, names: EdgeNames | undefined): unknown {
  if (!names?.answer && !names?.answerAliases) return answer
  return walk(answer, rulesOf(names.answer ?? {}, 'out'), rulesOf(names.answerAliases ?? {}, 'out'), [])
}

/** A field path of the procedure's input (`items.0.stake`) as the request named it. */
export function requestPathAtEdge(path: string, names: EdgeNames | undefined): string {
  if (!names?.request) return path
  const rules = rulesOf(names.request, 'out')
  const keys = path.split('.')
  const parents: string[] = []
  return keys
    .map((key) => {
      if (/^\d+$/.test(key)) return key
      const rule = ruleFor(rules, key, parents)
      parents.push(key)
      return rule?.to ?? key
    })
    .join('.')
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A JSON Schema of inside names with its properties (and the required list) named as at the edge. */
function schemaAtEdge(schema: unknown, rules: Rule[], aliases: Rule[], parents: string[]): unknown {
  if (Array.isArray(schema)) return schema.map((part) => schemaAtEdge(part, rules, aliases, parents))
  if (!isRecord(schema)) return schema
  const named: Record<string, unknown> = {}
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' && isRecord(value)) {
      const properties: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(value)) {
        const child = schemaAtEdge(property, rules, aliases, [...parents, key])
        properties[ruleFor(rules, key, parents)?.to ?? key] = child
        const alias = ruleFor(aliases, key, parents)
        if (alias) properties[alias.to] = child
      }
      named[keyword] = properties
    } else if (keyword === 'required' && Array.isArray(value)) {
      named[keyword] = value.flatMap((key: string) => {
        const alias = ruleFor(aliases, key, parents)
        return [ruleFor(rules, key, parents)?.to ?? key, ...(alias ? [alias.to] : [])]
      })
    } else {
      named[keyword] = schemaAtEdge(value, rules, aliases, parents)
    }
  }
  return named
}

/** The JSON Schema of a procedure's input, named as the route's request. */
export function requestSchemaAtEdge(schema: unknown, names: EdgeNames | undefined): unknown {
  return names?.request ? schemaAtEdge(schema, rulesOf(names.request, 'out'), [], []) : schema
}

/** The JSON Schema of a procedure's answer, named as the route's answer. */
export function answerSchemaAtEdge(schema: unknown, names: EdgeNames | undefined): unknown {
  if (!names?.answer && !names?.answerAliases) return schema
  return schemaAtEdge(
    schema,
    rulesOf(names.answer ?? {}, 'out'),
    rulesOf(names.answerAliases ?? {}, 'out'),
    [],
  )
}

/** An answer as the procedure gave it: the edge's names back to the inside ones, aliases left out. */
export function answerInside(answer: unknown, names: EdgeNames | undefined): unknown {
  if (!names?.answer && !names?.answerAliases) return answer
  const aliases = rulesOf(names.answerAliases ?? {}, 'in').map((rule) => ({ ...rule, to: droppedKey }))
  const dropped = walk(answer, aliases, [], [])
  return dropKeys(walk(dropped, rulesOf(names.answer ?? {}, 'in'), [], []))
}

const droppedKey = '\u0000dropped'

function dropKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== droppedKey)
      .map(([key, field]) => [key, dropKeys(field)]),
  )
}
