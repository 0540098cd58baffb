export interface DemoAccount {
  role: 'customer' | 'admin'
  email: string
  password: string
  note: string
  userId: string
}

/** The accounts supabase/seed.sql creates; a test signs in with each to keep both in step. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'customer',
    email: 'customer@example.com',
    password: 'customer123',
    note: 'six appointments covering every status and payment status',
    userId: '11111111-1111-4111-8111-111111111111',
  },
  {
    role: 'customer',
    email: 'new.customer@example.com',
    password: 'newcustomer123',
    note: 'no appointments; profile without phone or location',
    userId: '22222222-2222-4222-8222-222222222222',
  },
  {
    role: 'admin',
    email: 'admin@example.com',
    password: 'admin123',
    note: 'holds the admin role (admin sign-in at /admin)',
    userId: '33333333-3333-4333-8333-333333333333',
  },
]
