-- What a hosted Supabase project already has before any migration runs, reduced to the parts
-- the migrations, the seed and this backend use. Applied once, before supabase/migrations.

-- API roles. The backend switches to one of them per request (SET LOCAL ROLE); service_role
-- bypasses row level security like the hosted one.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;
-- Hosted projects grant everything in public to the API roles by default and rely on row
-- level security; mirroring that keeps the migrations' own revokes meaningful here.
alter default privileges in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to anon, authenticated, service_role;

create schema extensions;
create extension pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Column names and types follow the hosted auth schema, so seed.sql runs unchanged on both.
create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz,
  updated_at timestamptz,
  phone text,
  confirmation_token varchar(255) default '',
  recovery_token varchar(255) default '',
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  is_anonymous boolean not null default false
);
create unique index users_email_key on auth.users (lower(email));

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1'
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- "token" holds a SHA-256 of the refresh token, never the token itself.
create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- The backend sets request.jwt.claims per transaction. After such a transaction the setting
-- reads as '' rather than NULL, hence the nullif.
create function auth.jwt() returns jsonb
language sql stable
as $$ select nullif(current_setting('request.jwt.claims', true), '')::jsonb $$;

create function auth.uid() returns uuid
language sql stable
as $$ select (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid $$;

create function auth.role() returns text
language sql stable
as $$ select nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role' $$;

-- Same table the Supabase CLI keeps, so applied migrations are tracked the same way.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text not null
);
