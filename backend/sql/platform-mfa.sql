-- The hosted auth schema's multi-factor tables, reduced to the columns the backend and the
-- migrations use. Idempotent and applied at every start (and by the parity test before the
-- migrations), so data directories created before them gain them too.

do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;

do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  last_challenged_at timestamptz,
  -- Not in the hosted table: the newest 30-second step a code was accepted for, so that each
  -- code works once (RFC 6238, section 5.2).
  last_totp_step bigint not null default 0
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address text not null
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- How each session authenticated beyond its password: the amr claim's later entries.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (session_id, authentication_method)
);

alter table auth.sessions add column if not exists factor_id uuid;

-- Supabase's documented restrictive policy reads auth.mfa_factors as the signed-in user. Only
-- the columns it needs are granted, and only the user's own rows are visible: never a secret.
grant select (id, user_id, status, factor_type) on auth.mfa_factors to authenticated;
alter table auth.mfa_factors enable row level security;
drop policy if exists "Users see their own factors" on auth.mfa_factors;
create policy "Users see their own factors"
  on auth.mfa_factors for select to authenticated
  using ((select auth.uid()) = user_id);
