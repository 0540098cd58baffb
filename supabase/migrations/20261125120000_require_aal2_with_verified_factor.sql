-- Two-step verification, enforced by the database: a user with a verified factor reads their
-- profile, appointments and roles only with an aal2 token (one that passed a TOTP code since its
-- sign-in). Users without a factor read them as before. This is Supabase's documented
-- restrictive policy: it is AND-ed with the permissive "read their own" policies, so it can only
-- take rows away. auth.mfa_factors is the hosted auth schema's own table.
--
-- One policy per table, the same on each.

do $$
declare
  target text;
begin
  foreach target in array array['profiles', 'appointments', 'user_roles'] loop
    execute format(
      $policy$
        create policy "Accounts with a verified factor need aal2"
          on public.%I
          as restrictive
          for select
          to authenticated
          using (
            array[(select auth.jwt() ->> 'aal')] <@ (
              select
                case
                  when count(id) > 0 then array['aal2']
                  else array['aal1', 'aal2']
                end
              from auth.mfa_factors
              where (select auth.uid()) = user_id and status = 'verified'
            )
          )
      $policy$,
      target
    );
  end loop;
end
$$;
