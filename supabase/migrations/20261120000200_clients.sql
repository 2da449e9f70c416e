-- Trigram search for the client and follow-up search boxes.
create extension if not exists pg_trgm with schema extensions;

-- A client is one account a sales rep works: the person or company they sell
-- to. `stage` is where the deal stands; `status` is the account's standing.
create table public.clients (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id),
  name text not null,
  email text,
  phone text,
  company text,
  status text not null default 'prospect',
  stage text not null default 'LEAD',
  priority text not null default 'MEDIUM',
  deal_value numeric(14, 2),
  currency text not null default 'USD',
  notes text,
  -- When the deal was won or lost; kept by a trigger from `stage`.
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What the search box matches: name, company and e-mail, lower-cased.
  search_text text generated always as (lower(name || ' ' || coalesce(company, '') || ' ' || coalesce(email, ''))) stored,
  constraint clients_name_not_blank check (btrim(name) <> ''),
  constraint clients_name_trimmed check (name = btrim(name)),
  constraint clients_status_valid check (status in ('active', 'inactive', 'prospect', 'churned')),
  constraint clients_stage_valid check (stage in ('LEAD', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST')),
  constraint clients_priority_valid check (priority in ('HIGH', 'MEDIUM', 'LOW')),
  constraint clients_deal_value_not_negative check (deal_value is null or deal_value >= 0),
  constraint clients_currency_is_iso check (currency ~ '^[A-Z]{3}$')
);
comment on table public.clients is 'One account a sales rep works. Owned by one rep; admins see all.';

create index clients_owner_updated_idx on public.clients (owner_id, updated_at desc);
create index clients_updated_idx on public.clients (updated_at desc);
create index clients_owner_created_idx on public.clients (owner_id, created_at);
create index clients_created_idx on public.clients (created_at);
create index clients_stage_idx on public.clients (stage);
create index clients_closed_idx on public.clients (closed_at) where closed_at is not null;
create index clients_search_trgm_idx on public.clients using gin (search_text extensions.gin_trgm_ops);

create trigger clients_set_updated_at
  before update on public.clients
  for each row execute function public.set_updated_at();

create function public.stamp_client_closing() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.stage in ('CLOSED_WON', 'CLOSED_LOST') then
    if tg_op = 'INSERT' or old.stage is distinct from new.stage then
      new.closed_at := coalesce(new.closed_at, now());
    end if;
  else
    new.closed_at := null;
  end if;
  return new;
end
$$;

create trigger clients_stamp_closing
  before insert or update of stage on public.clients
  for each row execute function public.stamp_client_closing();

alter table public.clients enable row level security;

create policy "clients: owner or admin can read"
  on public.clients for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "clients: users add clients they own, admins for anyone"
  on public.clients for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "clients: owner or admin can update, only admins reassign"
  on public.clients for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "clients: owner or admin can delete"
  on public.clients for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

grant select, insert, update, delete on public.clients to authenticated;
grant all on public.clients to service_role;

-- Rows that live under a client carry the client's owner so their policies
-- need no join; these keep that copy right.
create function public.set_owner_from_client() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.client_id is not null then
    select c.owner_id into new.owner_id from public.clients c where c.id = new.client_id;
  end if;
  return new;
end
$$;
revoke execute on function public.set_owner_from_client() from public, anon, authenticated;
