import { describe, expect, it } from 'vitest'
import { cameFrom, recordLocation, resetLocationHistory } from '@/app/routes/location-history'

describe('location history (where /openWork and /www/{site} came from)', () => {
  it('answers the previous location before and after the new one is recorded', () => {
    resetLocationHistory()
    expect(cameFrom('/Search')).toBeNull()
    recordLocation('/Search')
    expect(cameFrom('/www/dstu')).toBe('/Search')
    recordLocation('/www/dstu')
    expect(cameFrom('/www/dstu')).toBe('/Search')
    recordLocation('/www/dstu')
    expect(cameFrom('/www/dstu')).toBe('/Search')
    recordLocation('/nir/2/15')
    expect(cameFrom('/openWork/15')).toBe('/nir/2/15')
  })
})
