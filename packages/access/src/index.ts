export * from './admin-actions'
export * from './roles'
