-- The hosted auth schema's columns and table for e-mail links and the PKCE flow. Idempotent and
-- applied at every start, so data directories created before them gain them too.

alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists recovery_sent_at timestamptz;

-- One row per PKCE flow started by sign-up, resend or recovery: the challenge the browser keeps
-- the verifier of, and the code that /verify hands back for /token?grant_type=pkce.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);
