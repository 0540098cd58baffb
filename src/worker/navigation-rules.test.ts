import { describe, expect, it } from 'vitest'
import { handlesNavigation } from './navigation-rules'

describe('handlesNavigation', () => {
  it.each(['/stampx', '/stampx/', '/stampx/a/b', '/notary-dashboard', '/api-signup/x'])(
    'leaves %s, a sister application, to the network',
    (path) => {
      expect(handlesNavigation(path)).toBe(false)
    },
  )

  it.each(['/', '/does-not-exist', '/stampxy', '/about/stampx', '/api-signups'])(
    'handles %s',
    (path) => {
      expect(handlesNavigation(path)).toBe(true)
    },
  )
})
