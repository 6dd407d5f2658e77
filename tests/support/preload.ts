import { defaultPasswordHashCost, setPasswordHashCost } from '@pb/core/password-hash'

// The tests prove what a password check decides, not what a guess costs: their hashes take argon2id's
// least memory, in this process and in the servers it starts (docs/testing.md §3).
process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024'
setPasswordHashCost({ ...defaultPasswordHashCost, memoryKib: Number(process.env.PASSWORD_HASH_MEMORY_KIB) })
