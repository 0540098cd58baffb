-- Customer portal data: profiles, notarization appointments and admin roles.
--
-- Security model (Postgres enforces it, whatever client calls the API):
--   * a signed-in user reads only their own rows; anonymous visitors read nothing;
--   * only the service role (server side) writes appointments and roles, so a user can never
--     make themself admin;
--   * profiles are read-only for users: changes go through support.
-- Write privileges are revoked as well as left without policies, so a forbidden write fails
-- loudly with "permission denied" instead of silently matching zero rows.

create type public.app_role as enum ('admin');

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  phone text,
  city text,
  state text,
  created_at timestamptz not null default now()
);

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  service_type text not null,
  appointment_date timestamptz not null,
  -- Free text on purpose: the portal shows unknown statuses with a neutral badge.
  status text not null default 'pending',
  -- Nullable: the portal treats a missing payment status as pending.
  payment_status text,
  document_type text,
  notes text,
  amount integer not null check (amount >= 0), -- cents
  created_at timestamptz not null default now()
);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

-- Indexes on user_id: profiles.user_id is the primary key and user_roles is covered by its
-- unique (user_id, role) index; appointments gets one that also serves "newest first".
create index appointments_user_id_created_at_idx
  on public.appointments (user_id, created_at desc);

alter table public.profiles enable row level security;
alter table public.appointments enable row level security;
alter table public.user_roles enable row level security;

revoke all on table public.profiles, public.appointments, public.user_roles
  from anon, authenticated;
grant select on table public.profiles, public.appointments, public.user_roles
  to authenticated;
grant all on table public.profiles, public.appointments, public.user_roles
  to service_role;

-- "(select auth.uid())" is evaluated once per query instead of once per row.
create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users read their own appointments"
  on public.appointments for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users read their own roles"
  on public.user_roles for select to authenticated
  using ((select auth.uid()) = user_id);

-- Creates the profile from the sign-up form's names. Runs as the owner because the signing-up
-- user has no insert right on profiles; the empty search_path stops name hijacking.
-- Roles are never derived from user metadata, which the user controls.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, first_name, last_name)
  values (
    new.id,
    new.raw_user_meta_data ->> 'first_name',
    new.raw_user_meta_data ->> 'last_name'
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
