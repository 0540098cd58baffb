import { loadOrCreateSigningKey } from './src/auth/signing-key.ts'
import { issueAccessToken, verifyAccessToken } from './src/auth/access-token.ts'
const key = await loadOrCreateSigningKey(null)
const { token } = await issueAccessToken(key, 'x', {
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'a@b.c',
  appMetadata: {},
  userMetadata: {},
  sessionId: '11111111-1111-4111-8111-111111111111',
  authenticatedAt: 1,
})
let t = performance.now()
for (let i = 0; i < 2000; i++) await verifyAccessToken(key, token)
console.log('verify ms/op', ((performance.now() - t) / 2000).toFixed(3))
