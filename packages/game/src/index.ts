export * from './clock'
