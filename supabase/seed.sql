-- Demo data for local development. Every e-mail is at example.com and every password is public:
-- never seed a production project with this file.
--
-- Accounts (backend/src/demo-accounts.ts lists the same ones for the start-up banner):
--   customer@example.com      / customer123     appointments in every status and payment status
--   new.customer@example.com  / newcustomer123  no appointments, profile without phone or location
--   admin@example.com         / admin123        holds the admin role
--
-- Users are inserted straight into auth.users with bcrypt hashes from pgcrypto, the way Supabase
-- documents seeding users; the handle_new_user trigger creates their profiles.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt(u.password, extensions.gen_salt('bf')), now() - u.age,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name),
  now() - u.age, now() - u.age,
  '', '', '', ''
from (values
  ('11111111-1111-4111-8111-111111111111'::uuid, 'customer@example.com', 'customer123',
    'Casey', 'Customer', interval '90 days'),
  ('22222222-2222-4222-8222-222222222222'::uuid, 'new.customer@example.com', 'newcustomer123',
    'Noah', 'Newcomer', interval '2 days'),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'admin@example.com', 'admin123',
    'Ada', 'Admin', interval '365 days')
) as u (id, email, password, first_name, last_name, age)
on conflict (id) do nothing;

-- Password sign-in on a hosted project looks the user up through an e-mail identity.
insert into auth.identities (
  id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
)
select
  gen_random_uuid(), u.id, u.id::text, 'email',
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
    'phone_verified', false),
  u.created_at, u.created_at, u.created_at
from auth.users as u
where u.id in (
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333'
)
on conflict (provider_id, provider) do nothing;

-- Profiles date from their accounts. The first customer's is complete; the new customer
-- keeps the trigger's bare one (no phone, city or state).
update public.profiles as p
set created_at = u.created_at
from auth.users as u
where p.user_id = u.id
  and u.id in (
    '11111111-1111-4111-8111-111111111111',
    '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333'
  );

update public.profiles
set phone = '+1 555 0100', city = 'Dallas', state = 'TX'
where user_id = '11111111-1111-4111-8111-111111111111';

insert into public.user_roles (user_id, role)
values ('33333333-3333-4333-8333-333333333333', 'admin')
on conflict (user_id, role) do nothing;

-- Every status (with one the portal does not know, for the neutral badge), every payment
-- status (with one missing), amounts in cents, and distinct created_at for newest-first order.
insert into public.appointments (
  id, user_id, service_type, appointment_date, status, payment_status, document_type, notes,
  amount, created_at
)
values
  ('a0000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111',
    'Remote Online Notarization', now() + interval '3 days', 'confirmed', 'paid',
    'Power of Attorney', 'Please have a government-issued photo ID ready.',
    2500, now() - interval '1 day'),
  ('a0000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111',
    'Remote Online Notarization', now() + interval '10 days', 'pending', 'pending',
    'Real Estate Deed', null,
    4500, now() - interval '3 days'),
  ('a0000000-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111',
    'Apostille Service', now() + interval '20 days', 'rescheduled', null,
    'Birth Certificate', 'Moved at the customer''s request.',
    7500, now() - interval '6 days'),
  ('a0000000-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111',
    'Remote Online Notarization', now() - interval '5 days', 'cancelled', 'failed',
    'Affidavit', 'Card declined; appointment released.',
    2500, now() - interval '12 days'),
  ('a0000000-0000-4000-8000-000000000005', '11111111-1111-4111-8111-111111111111',
    'Loan Signing', now() - interval '20 days', 'completed', 'paid',
    'Mortgage Refinance Package', null,
    15000, now() - interval '30 days'),
  ('a0000000-0000-4000-8000-000000000006', '11111111-1111-4111-8111-111111111111',
    'Remote Online Notarization', now() - interval '40 days', 'completed', 'refunded',
    'Vehicle Title Transfer', 'Refunded after a duplicate booking.',
    3500, now() - interval '45 days')
on conflict (id) do nothing;
