import { describe, expect, it } from 'vitest'
import { formatCoordinates, parseCoordinates } from './coordinates'

describe('parseCoordinates', () => {
  it('reads the pair map apps copy and the decimal comma', () => {
    const baku = { kind: 'ok', latitude: 40.4093, longitude: 49.8671 }
    expect(parseCoordinates('40.4093, 49.8671')).toEqual(baku)
    expect(parseCoordinates(' 40.4093,49.8671 ')).toEqual(baku)
    expect(parseCoordinates('40.4093 49.8671')).toEqual(baku)
    expect(parseCoordinates('40,4093; 49,8671')).toEqual(baku)
    expect(parseCoordinates('40,4093, 49,8671')).toEqual(baku)
    expect(parseCoordinates('40.4093° 49.8671°')).toEqual(baku)
    expect(parseCoordinates('-33.8688, 151.2093')).toEqual({
      kind: 'ok',
      latitude: -33.8688,
      longitude: 151.2093,
    })
  })

  it('rounds to 6 decimals', () => {
    expect(parseCoordinates('40.12345678, 49.1')).toEqual({
      kind: 'ok',
      latitude: 40.123457,
      longitude: 49.1,
    })
  })

  it('tells an empty box, a wrong format and a value out of range apart', () => {
    expect(parseCoordinates('   ')).toEqual({ kind: 'empty' })
    expect(parseCoordinates('Baku')).toEqual({ kind: 'format' })
    expect(parseCoordinates('40.4093')).toEqual({ kind: 'format' })
    expect(parseCoordinates('40.4, 49.8, 1')).toEqual({ kind: 'format' })
    expect(parseCoordinates('91, 49')).toEqual({ kind: 'range' })
    expect(parseCoordinates('40, -180.5')).toEqual({ kind: 'range' })
  })

  it('formats the pair the way it reads it back', () => {
    const text = formatCoordinates(40.4093, 49.8671)
    expect(text).toBe('40.4093, 49.8671')
    expect(parseCoordinates(text)).toEqual({ kind: 'ok', latitude: 40.4093, longitude: 49.8671 })
  })
})
