export * from './client'
export * from './schema'
export { type SeedOptions, type SeedReport, seedDatabase } from './seed'
