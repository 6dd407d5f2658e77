export * from './client'
export { SchemaNotMigratedError } from './pending-migrations'
export * from './schema'
