import { describe, expect, it } from 'vitest'
import { formatCents, statusLabel } from './format'
import { paymentStatusOf } from './portal-data'
import { fullName, greetingName, locationText, NOT_PROVIDED, phoneText } from './profile-view'
import { statusTone } from './status-tone'

describe('statusTone', () => {
  it.each([
    ['confirmed', 'success'],
    ['completed', 'success'],
    ['paid', 'success'],
    ['pending', 'warning'],
    ['cancelled', 'danger'],
    ['failed', 'danger'],
    ['rescheduled', 'neutral'],
    ['refunded', 'neutral'],
    ['Confirmed', 'success'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone)
  })
})

describe('formatting', () => {
  it.each([
    [0, '$0.00'],
    [12500, '$125.00'],
    [9999, '$99.99'],
    [123456789, '$1,234,567.89'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })

  it('labels statuses for reading', () => {
    expect(statusLabel('in_progress')).toBe('In progress')
    expect(statusLabel('pending')).toBe('Pending')
  })

  it('reads a missing payment status as pending', () => {
    const base = {
      id: '1',
      service_type: 'x',
      appointment_date: '',
      status: 'pending',
      amount: 0,
      created_at: '',
    }
    expect(paymentStatusOf({ ...base, payment_status: null })).toBe('pending')
    expect(paymentStatusOf({ ...base, payment_status: 'paid' })).toBe('paid')
  })
})

describe('profile view', () => {
  const full = {
    first_name: 'Ann',
    last_name: 'Lee',
    phone: '555-0100',
    city: 'Dallas',
    state: 'TX',
  }

  it('shows what the profile holds', () => {
    expect(fullName(full)).toBe('Ann Lee')
    expect(phoneText(full)).toBe('555-0100')
    expect(locationText(full)).toBe('Dallas, TX')
    expect(greetingName(full, null)).toBe('Ann')
  })

  it("says 'Not provided' for what is missing and greets a 'Customer'", () => {
    const sparse = { first_name: null, last_name: ' ', phone: null, city: '', state: null }
    expect(phoneText(sparse)).toBe(NOT_PROVIDED)
    expect(locationText(sparse)).toBe(NOT_PROVIDED)
    expect(fullName(null)).toBe(NOT_PROVIDED)
    expect(greetingName(sparse, null)).toBe('Customer')
    expect(greetingName(null, 'Bo')).toBe('Bo')
    expect(locationText({ ...sparse, city: 'Austin' })).toBe('Austin')
  })
})
