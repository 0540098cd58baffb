import { describe, expect, it } from 'vitest'
import { compareCriteria, criteriaOfTags } from './wcag-criteria'

describe('criteriaOfTags', () => {
  it('reads success criteria from axe-core tags and skips level and other tags', () => {
    expect(criteriaOfTags(['cat.color', 'wcag2aa', 'wcag143', 'EN-9.1.4.3'])).toEqual([
      { number: '1.4.3', name: 'Contrast (Minimum)', level: 'AA' },
    ])
    expect(criteriaOfTags(['wcag2a', 'wcag131', 'wcag412'])).toEqual([
      { number: '1.3.1', name: 'Info and Relationships', level: 'A' },
      { number: '4.1.2', name: 'Name, Role, Value', level: 'A' },
    ])
  })

  it('reads two-digit criteria and names an unknown one by its number', () => {
    expect(criteriaOfTags(['wcag21aa', 'wcag1410'])).toEqual([
      { number: '1.4.10', name: 'Reflow', level: 'AA' },
    ])
    expect(criteriaOfTags(['wcag2aaa', 'wcag146'])).toEqual([
      { number: '1.4.6', name: 'WCAG 1.4.6', level: null },
    ])
    expect(criteriaOfTags(['best-practice'])).toEqual([])
  })
})

describe('compareCriteria', () => {
  it('orders by number, part by part', () => {
    expect(['4.1.2', '1.4.10', '1.4.3', '2.4.4', '1.1.1'].sort(compareCriteria)).toEqual([
      '1.1.1',
      '1.4.3',
      '1.4.10',
      '2.4.4',
      '4.1.2',
    ])
  })
})
