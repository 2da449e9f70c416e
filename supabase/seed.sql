-- Demo data for local development. Every demo account's password is
-- 'password123' (local/start.ts prints the accounts). Users are created the way
-- a Supabase seed does it: auth.users with a bcrypt password, the nil instance
-- id and empty token strings, plus an email identity.
--
-- Everything after the users is demo CRM data: clients for the three sales
-- reps, AI chat threads, analyses, follow-ups and AI assistant settings. All
-- times are relative to now(), so the dashboard looks current whenever the
-- seed runs. The activity feed is not seeded directly: the triggers on
-- clients, messages and follow-ups write it from the rows below (with their
-- created_at). No documents or files: those need objects in Storage.
--
-- Stable ids, so the sections can refer to each other by number:
--   client n  c0000000-0000-4000-8000-00000000000n  (1..45)
--   thread n  b0000000-0000-4000-8000-00000000000n  (1..24)

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('password123', extensions.gen_salt('bf', 10)), now(),
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', u.role),
  jsonb_build_object('name', u.name, 'username', u.username),
  now() - interval '90 days', now(),
  '', '', '', ''
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'admin', 'Alex Morgan', 'ADMIN'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'sarah@example.com', 'sarah', 'Sarah Chen', 'SALES'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'marco@example.com', 'marco', 'Marco Rossi', 'SALES'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'priya@example.com', 'priya', 'Priya Patel', 'SALES')
) as u (id, email, username, name, role);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.id::text like 'a0000000-0000-4000-8000-%';

-- ---------------------------------------------------------------------------
-- Clients: 16 for sarah, 14 for marco, 13 for priya, 2 house accounts for the
-- admin. Every stage, status and priority appears.
--
-- born_month / born_pos place created_at: born_month months back from the
-- current calendar month (UTC; 0 = this month, 1 = last month, up to 13),
-- born_pos how far into that month (0..1; for this month, a share of the time
-- elapsed so far, so it is never in the future). That keeps the month-over-month
-- growth KPI the same whatever day the seed runs.
-- touched: how long ago the client was last worked on (updated_at).
-- closed: how long ago a CLOSED_* deal was won or lost (closed_at; the closing
-- trigger keeps a closed_at given on insert).
-- ---------------------------------------------------------------------------
insert into public.clients (
  id, owner_id, name, email, phone, company, status, stage, priority,
  deal_value, currency, notes, closed_at, created_at, updated_at
)
select
  ('c0000000-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid,
  p.id, v.name, v.email, v.phone, v.company, v.status, v.stage, v.priority,
  v.deal_value, v.currency, v.notes,
  closing.closed_at, b.born,
  greatest(b.born, closing.closed_at, now() - v.touched::interval)
from (values
  -- sarah: SaaS, fintech and a mix of European accounts
  (1, 'sarah', 'Emily Carter', 'emily.carter@brightpath.io', '+1 415 555 0142', 'BrightPath Software', 'active', 'NEGOTIATION', 'HIGH', 52000, 'USD',
   'Head of RevOps and our champion. 60 reps; 2-week pilot with 10 reps had 90% daily use. CFO signs; procurement runs a security review.', 5, 0.40, '02:04', null),
  (2, 'sarah', 'José Álvarez', 'jose.alvarez@logisur.es', '+34 91 555 0199', 'LogiSur Transportes', 'prospect', 'PROPOSAL', 'HIGH', 1200000, 'EUR',
   'Director Comercial. Replacing Salesforce for ~1,800 users in Spain and Portugal. Formal tender; CFO Marta Gil decides.', 2, 0.20, '1 day 03:11', null),
  (3, 'sarah', 'Zoë Łukasz', 'zoe.lukasz@novamed.pl', '+48 22 555 0117', 'NovaMed Clinics', 'prospect', 'QUALIFIED', 'MEDIUM', 25000, 'EUR',
   'Operations manager, 6 clinics (Warsaw, Kraków). Owner Dr. Wiśniewski signs above 15k. Wants Polish-language training.', 1, 0.50, '3 days 06:04', null),
  (4, 'sarah', 'Daniel Okafor', 'daniel.okafor@ledgerly.com', '+1 646 555 0178', 'Ledgerly', 'active', 'CLOSED_WON', 'HIGH', 86000, 'USD',
   'CFO. 3-year contract, net-60 payment terms. Upsell: customer success team (25 people).', 9, 0.30, '40 days 04:40', '41 days'),
  (5, 'sarah', 'Hannah Schmidt', 'h.schmidt@kaufwerk.de', '+49 30 555 0123', 'Kaufwerk Retail GmbH', 'active', 'CLOSED_WON', 'MEDIUM', 32000, 'EUR',
   'Head of B2B sales for 40 stores. Renewal due in spring.', 7, 0.60, '20 days', '95 days'),
  (6, 'sarah', 'Michael Brennan', 'mbrennan@baylinefreight.com', '+1 312 555 0190', 'Bayline Freight', 'churned', 'CLOSED_WON', 'LOW', 12500, 'USD',
   'Won last year; did not renew after their sales team was cut in half.', 11, 0.50, '60 days', '300 days'),
  (7, 'sarah', 'Aisha Rahman', 'aisha@cloudnest.io', '+44 20 7946 0321', 'CloudNest', 'prospect', 'LEAD', 'MEDIUM', null, 'USD',
   'Co-founder, webinar lead. Hiring first two AEs; on free HubSpot today.', 0, 0.60, '05:04', null),
  (8, 'sarah', 'Tom Whitfield', 'tom.whitfield@greenleafedu.org', '+44 161 555 0134', 'Greenleaf Academy Trust', 'prospect', 'LEAD', 'LOW', null, 'GBP',
   'Trust of 8 schools; wants to track partnerships and donors.', 0, 0.30, '2 days', null),
  (9, 'sarah', 'Ελένη Παπαδοπούλου', 'eleni.papadopoulou@aegeanlogistics.gr', '+30 21 0555 0144', 'Aegean Logistics', 'active', 'NEGOTIATION', 'HIGH', 67500, 'EUR',
   'VP Sales. 45 users in Piraeus and Thessaloniki. 10% off for a 2-year term with annual prepayment; CFO Nikos signs.', 4, 0.70, '00:20', null),
  (10, 'sarah', 'Ryan Mitchell', 'ryan@peakfit.co', '+1 303 555 0187', 'PeakFit Gyms', 'inactive', 'CLOSED_LOST', 'MEDIUM', 18000, 'USD',
   'Owner, 14 locations. Lost to HubSpot Starter on price.', 6, 0.20, '65 days 03:59', '65 days'),
  (11, 'sarah', 'Laura Bianchi', 'laura.bianchi@medilink.it', '+39 02 5555 0161', 'MediLink Diagnostics', 'active', 'PROPOSAL', 'MEDIUM', 42000, 'EUR',
   'Head of Sales. Proposal for 30 users; CFO wants to wait for next quarter (budget freeze).', 3, 0.40, '10 days 02:59', null),
  (12, 'sarah', 'Kevin Zhang', 'kzhang@quantiva.com', '+1 212 555 0109', 'Quantiva Capital', 'active', 'CLOSED_WON', 'HIGH', 140000, 'USD',
   'Managing director. Enterprise plan for the investor-relations and sales teams.', 12, 0.50, '24 days', '25 days'),
  (13, 'sarah', 'Olivia Grant', 'olivia.grant@stackwise.dev', '+1 512 555 0156', 'Stackwise', 'prospect', 'QUALIFIED', 'HIGH', 60000, 'USD',
   'Sales Ops lead. 40 reps leaving Salesforce (auto-renews in ~45 days). VP Sales Jordan Reyes decides.', 1, 0.20, '2 days 06:29', null),
  (14, 'sarah', 'Samuel Adeyemi', 'samuel@agrotech.ng', '+234 1 555 0172', 'AgroTech Nigeria', 'prospect', 'LEAD', 'MEDIUM', null, 'USD',
   'Met at the Lagos trade fair; distributor network for farm equipment.', 0, 0.85, '1 day', null),
  (15, 'sarah', 'Grace Liu', 'grace.liu@pinecrest.edu', '+1 617 555 0115', 'Pinecrest University', 'inactive', 'CLOSED_LOST', 'LOW', 25000, 'USD',
   'Admissions office. Lost: budget moved to a student information system.', 8, 0.50, '120 days', '120 days'),
  (16, 'sarah', 'Nathan Brooks', 'nbrooks@ironforge-mfg.com', '+1 414 555 0148', 'IronForge Manufacturing', 'active', 'CLOSED_WON', 'MEDIUM', 54000, 'USD',
   'VP Sales. Dealer network of 120 partners. Happy customer, good reference.', 13, 0.40, '30 days', '330 days'),

  -- marco: manufacturing, logistics and retail across Europe
  (17, 'marco', 'Giulia Romano', 'giulia.romano@tessilnova.it', '+39 031 555 0126', 'TessilNova S.p.A.', 'active', 'NEGOTIATION', 'HIGH', 95000, 'EUR',
   'Sales Director. 3 plants plus the export team. Legal reviewing liability clause; quarterly payments approved.', 3, 0.60, '04:11', null),
  (18, 'marco', 'Дмитрий Иванов', 'd.ivanov@balticcargo.lv', '+371 6 555 0138', 'Baltic Cargo Group', 'prospect', 'QUALIFIED', 'MEDIUM', null, 'EUR',
   'Owner (Dmitry Ivanov), Riga. 20 dispatchers, 8 salespeople. Comparing with Pipedrive; wants to start in Q3.', 1, 0.40, '2 days 00:59', null),
  (19, 'marco', 'Pierre Dubois', 'pierre.dubois@maisonclair.fr', '+33 1 55 55 01 93', 'Maison Clair', 'active', 'PROPOSAL', 'MEDIUM', 38000, 'EUR',
   'Directeur commercial, 22 home-decor stores. CEO and finance director review together.', 2, 0.50, '12 days 04:40', null),
  (20, 'marco', 'Sophie Lambert', 's.lambert@helixhealth.co.uk', '+44 20 7946 0958', 'Helix Health Partners', 'prospect', 'LEAD', 'HIGH', null, 'GBP',
   'Commercial Director, private clinics. Referral from Becker Autoteile. Asks about UK data residency.', 0, 0.50, '01:04', null),
  (21, 'marco', 'Lukas Becker', 'lukas.becker@becker-autoteile.de', '+49 89 555 0175', 'Becker Autoteile', 'active', 'CLOSED_WON', 'HIGH', 68000, 'EUR',
   'Managing director. Rolled out to 35 users; referred Helix Health.', 10, 0.30, '14 days', '15 days'),
  (22, 'marco', 'Marta Nowak', 'marta.nowak@edukacja-plus.pl', '+48 12 555 0183', 'Edukacja Plus', 'inactive', 'CLOSED_LOST', 'LOW', 9000, 'EUR',
   'Language schools. Lost: decided to stay on spreadsheets this year.', 9, 0.60, '140 days', '140 days'),
  (23, 'marco', 'Ahmed Hassan', 'ahmed.hassan@desertlink.ae', '+971 4 555 0166', 'DesertLink Logistics', 'active', 'CLOSED_WON', 'MEDIUM', 45000, 'USD',
   'Commercial manager, Dubai. Freight forwarding; 25 users.', 6, 0.50, '30 days', '70 days'),
  (24, 'marco', 'Chiara Conti', 'chiara.conti@finora.it', '+39 06 5555 0112', 'Finora Pagamenti', 'prospect', 'PROPOSAL', 'HIGH', 120000, 'EUR',
   'Head of Partnerships. Also evaluating Salesforce Financial Services Cloud (~€150k). CFO Andrea Ferri; board decides at quarter end.', 1, 0.40, '5 days 20:09', null),
  (25, 'marco', 'William Harris', 'will.harris@northgate-retail.co.uk', '+44 113 555 0150', 'Northgate Retail', 'churned', 'CLOSED_LOST', 'MEDIUM', 30000, 'GBP',
   'Lost to an in-house tool; company later restructured.', 11, 0.20, '250 days', '250 days'),
  (26, 'marco', 'Isabel Costa', 'isabel.costa@vidasaude.pt', '+351 21 555 0129', 'Vida Saúde', 'active', 'CLOSED_WON', 'LOW', 15000, 'EUR',
   'Clinic network in Lisbon and Porto. Small start, expansion likely.', 5, 0.80, '9 days', '10 days'),
  (27, 'marco', 'Frank Müller', 'frank.mueller@praezisa.de', '+49 711 555 0104', 'Präzisa Maschinenbau', 'prospect', 'LEAD', 'LOW', null, 'EUR',
   'Inbound from the website; machine-tool maker with a small export team.', 0, 0.20, '3 days', null),
  (28, 'marco', 'Elena Ricci', 'elena.ricci@ricciviaggi.it', '+39 055 555 0177', 'Ricci Viaggi', 'inactive', 'CLOSED_LOST', 'MEDIUM', 22000, 'EUR',
   'Owner, 9 travel agencies. Chose Pipedrive (half our price). Call again next year.', 4, 0.30, '35 days 03:00', '35 days'),
  (29, 'marco', 'Oliver Bennett', 'oliver.bennett@quillsoft.io', '+44 20 7946 0412', 'QuillSoft', 'prospect', 'QUALIFIED', 'MEDIUM', 28000, 'GBP',
   'CEO, 18 people. On HubSpot Starter. Raising a Series A in ~2 months; CFO wants an ROI estimate.', 2, 0.30, '20 days 04:30', null),
  (30, 'marco', 'Noah Fischer', 'noah@fischer-logistik.at', '+43 1 555 0191', 'Fischer Logistik', 'prospect', 'NEGOTIATION', 'MEDIUM', 52000, 'EUR',
   'Family-owned logistics group in Vienna. Negotiating a 3-year term.', 1, 0.80, '6 days', null),

  -- priya: healthcare, education, fintech and SaaS in the US and Asia
  (31, 'priya', 'Rohan Mehta', 'rohan.mehta@finbridge.in', '+91 22 5555 0131', 'FinBridge Payments', 'active', 'NEGOTIATION', 'HIGH', 250000, 'USD',
   'VP Sales, 120 sales and partner managers. RBI compliance audit in ~8 weeks. CFO wants fixed-price migration.', 3, 0.20, '00:30', null),
  (32, 'priya', 'Ananya Iyer', 'ananya@curaplus.health', '+1 919 555 0164', 'CuraPlus Health', 'prospect', 'PROPOSAL', 'HIGH', 78000, 'USD',
   'VP Sales, 35 reps selling to hospitals. Needs a BAA (HIPAA). CFO Michael Grant has the final say.', 1, 0.30, '1 day 03:29', null),
  (33, 'priya', 'Marcus Johnson', 'marcus.j@summitlearn.com', '+1 480 555 0119', 'SummitLearn', 'prospect', 'QUALIFIED', 'MEDIUM', null, 'USD',
   'Director of Enrollment, 25 advisors. No budget yet; COO decides on a business case.', 2, 0.40, '4 days 05:29', null),
  (34, 'priya', 'Sakura Tanaka', 's.tanaka@kumo-retail.jp', '+81 3 5555 0147', 'Kumo Retail', 'inactive', 'CLOSED_LOST', 'MEDIUM', 36000, 'USD',
   'Head of B2B sales. Lost: headquarters mandated Salesforce.', 7, 0.40, '50 days 04:59', '50 days'),
  (35, 'priya', 'Carlos Mendoza', 'carlos.mendoza@rutaexpress.mx', '+52 55 5555 0185', 'RutaExpress', 'active', 'CLOSED_WON', 'HIGH', 72000, 'USD',
   'Commercial director, last-mile delivery in Mexico. 40 users.', 8, 0.70, '18 days', '20 days'),
  (36, 'priya', 'Fatima Al-Sayed', 'fatima@nilebyte.eg', '+20 2 5555 0153', 'NileByte', 'prospect', 'LEAD', 'MEDIUM', null, 'USD',
   'Head of Growth, B2B SaaS in Cairo. Demo request; uses Pipedrive and WhatsApp.', 0, 0.40, '03:01', null),
  (37, 'priya', 'Jessica Wong', 'jwong@harborview-clinic.com', '+1 206 555 0170', 'Harborview Clinics', 'churned', 'CLOSED_LOST', 'LOW', 14000, 'USD',
   'Lost after the practice was acquired.', 12, 0.60, '280 days', '280 days'),
  (38, 'priya', 'Vikram Singh', 'vikram.singh@steelcraft.in', '+91 80 5555 0108', 'SteelCraft Industries', 'active', 'CLOSED_WON', 'MEDIUM', 58000, 'USD',
   'Head of sales, industrial fasteners. Renewal coming up.', 10, 0.60, '2 days', '90 days'),
  (39, 'priya', 'Amelia Clarke', 'amelia.clarke@brightminds.org.uk', '+44 117 555 0125', 'BrightMinds Tutoring', 'inactive', 'CLOSED_LOST', 'LOW', 8000, 'GBP',
   'Tutoring charity. Lost on timing: funding round postponed.', 5, 0.30, '75 days', '75 days'),
  (40, 'priya', 'Ethan Park', 'ethan.park@ledgerloop.io', '+1 415 555 0199', 'LedgerLoop', 'prospect', 'LEAD', 'HIGH', null, 'USD',
   'CRO at a Series B fintech; 50 AEs. Came from a LinkedIn campaign.', 0, 0.75, '06:00', null),
  (41, 'priya', 'Meera Krishnan', 'meera@tealwave.ai', '+91 44 5555 0161', 'Tealwave AI', 'active', 'PROPOSAL', 'MEDIUM', 45000, 'USD',
   'COO, 15 sellers. VP Sales Arjun wants to wait for the new sales leader; pilot call planned.', 4, 0.50, '9 days 03:59', null),
  (42, 'priya', 'Benjamin Ross', 'ben.ross@crossdock.com', '+1 404 555 0137', 'CrossDock Systems', 'prospect', 'QUALIFIED', 'LOW', null, 'USD',
   'Warehouse software vendor; small team, early in their search.', 2, 0.80, '8 days', null),
  (43, 'priya', 'Nguyễn Thị Lan', 'lan.nguyen@saigonfresh.vn', '+84 28 5555 0102', 'Saigon Fresh Market', 'prospect', 'LEAD', 'MEDIUM', null, 'USD',
   'Grocery chain, 30 stores; B2B catering sales team.', 0, 0.15, '1 day', null),

  -- admin: two house accounts
  (44, 'admin', 'Robert Hayes', 'r.hayes@meridianhealth.org', '+1 617 555 0100', 'Meridian Health System', 'active', 'CLOSED_WON', 'HIGH', 310000, 'USD',
   'Strategic house account, enterprise agreement managed by Alex.', 13, 0.10, '40 days', '340 days'),
  (45, 'admin', 'Charlotte Evans', 'charlotte.evans@atlasgroup.com', '+44 20 7946 0777', 'Atlas Group Holdings', 'prospect', 'QUALIFIED', 'MEDIUM', null, 'GBP',
   'Holding company with 6 manufacturing subsidiaries; to be handed to Marco.', 6, 0.90, '30 days', null)
) as v (n, owner, name, email, phone, company, status, stage, priority, deal_value, currency, notes, born_month, born_pos, touched, closed)
join public.profiles p on p.username = v.owner
cross join lateral (
  select
    (date_trunc('month', now() at time zone 'UTC') - make_interval(months => v.born_month)) at time zone 'UTC' as month_start,
    least(now(), (date_trunc('month', now() at time zone 'UTC') - make_interval(months => v.born_month - 1)) at time zone 'UTC') as month_end
) m
cross join lateral (select m.month_start + (m.month_end - m.month_start) * v.born_pos::float8 as born) b
cross join lateral (
  select case when v.stage in ('CLOSED_WON', 'CLOSED_LOST')
              then least(now(), greatest(b.born + interval '3 days', now() - v.closed::interval)) end as closed_at
) closing;

-- ---------------------------------------------------------------------------
-- Chat threads: 24 threads for 22 clients (clients 1 and 31 have an older and
-- a newer thread). The owner comes from the client (trigger). created_at and
-- the 'Chat YYYY-MM-DD' title are set from the first message further down.
-- ---------------------------------------------------------------------------
insert into public.chat_threads (id, client_id, title)
select
  ('b0000000-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid,
  ('c0000000-0000-4000-8000-' || lpad(v.client::text, 12, '0'))::uuid,
  'Chat'
from (values
  (1, 1), (2, 1), (3, 2), (4, 3), (5, 4), (6, 7), (7, 9), (8, 10), (9, 11), (10, 13),
  (11, 17), (12, 18), (13, 19), (14, 20), (15, 24), (16, 28), (17, 29),
  (18, 31), (19, 31), (20, 32), (21, 33), (22, 34), (23, 36), (24, 41)
) as v (n, client);

-- ---------------------------------------------------------------------------
-- Messages: the rep ('user') briefs the assistant about the client and the
-- assistant answers. user_id is the rep whose thread it is, for both roles.
-- ago: how long before now the message was sent. Messages are also kept at
-- least a minute apart after the client's creation, and never in the future,
-- so the data stays consistent even when the seed runs on the 1st of a month.
-- The touch trigger sets each thread's last_message_at; the activity trigger
-- adds each message to the feed at its created_at.
-- ---------------------------------------------------------------------------
insert into public.messages (thread_id, role, content, user_id, created_at)
select
  t.id, v.role, v.content, t.owner_id,
  least(
    now() - (count(*) over (partition by v.thread) - row_number() over w) * interval '10 seconds',
    greatest(now() - v.ago::interval, c.created_at + row_number() over w * interval '1 minute')
  )
from (values
  -- 1. BrightPath Software (Emily Carter): the first call, a month ago
  (1, '32 days 04:00', 'user', 'Intro call with Emily Carter, Head of RevOps at BrightPath Software. 60 reps, deals tracked in spreadsheets plus an old Pipedrive account nobody updates. She wants a demo for her VP Sales next week.'),
  (1, '32 days 03:58', 'assistant', 'Good first call. Spreadsheets plus an unused Pipedrive account usually means the problem is adoption, not features. For the demo with the VP Sales I would: 1) show how the pipeline stays clean without manual data entry, 2) ask what success after 90 days looks like for them, 3) confirm who signs: RevOps, the VP Sales or the CFO. Shall I draft an agenda?'),
  (1, '32 days 03:40', 'user', 'Yes please. 30 minutes, the VP Sales is Mark Ellison.'),
  (1, '32 days 03:39', 'assistant', E'Agenda for Mark Ellison (30 min):\n1. Their goals and current pain (5 min)\n2. Live demo: pipeline, AI analysis per client, follow-ups (15 min)\n3. Rollout approach and pricing model (5 min)\n4. Next steps: propose a 2-week pilot with 10 reps (5 min)\nSend it to Emily today so she can forward it.'),

  -- 2. BrightPath Software: after the pilot, negotiating
  (2, '3 days 05:10', 'user', 'Update on BrightPath: the pilot went well, 9 of 10 reps used it daily. Emily says they have $50k budget for year one, but the CFO wants to see the contract before the end of the quarter.'),
  (2, '3 days 05:09', 'assistant', 'That is a strong buying signal: real adoption data and a CFO-driven deadline. Our list price for 60 seats is about $57.6k, so we are roughly 13% apart. Options that protect the price: a discount for annual prepayment, or a phased rollout (40 seats now, 20 next quarter) that fits the $50k this year. Is procurement involved besides the CFO?'),
  (2, '3 days 04:55', 'user', 'Procurement is involved and needs a security questionnaire. Emily also mentioned HubSpot quoted them lower.'),
  (2, '3 days 04:54', 'assistant', 'On HubSpot: compare total cost, not seat price. Sales Hub Professional plus the onboarding fee for 60 users usually lands close to our number, and they would start adoption from zero while our pilot already shows 90% daily use. Send our standard security pack (SOC 2 report, DPA, pen-test summary) today so procurement does not block the end-of-quarter deadline.'),
  (2, '1 day 02:30', 'user', 'Can you summarise the deal for my manager?'),
  (2, '1 day 02:29', 'assistant', E'BrightPath Software: Negotiation.\n- Budget: $50k for year one; CFO approval pending the contract.\n- People: Emily Carter (RevOps, champion), Mark Ellison (VP Sales), the CFO (signs), procurement (security review).\n- Timeline: signature before the end of the quarter.\n- Risks: a lower HubSpot quote; the security questionnaire.\n- Next step: revised proposal with a phased 40 + 20 seat rollout and the security pack, by Friday.'),
  (2, '02:05', 'user', 'Sent the revised proposal at $52k with the phased rollout. Emily will take it to the CFO on Thursday.'),
  (2, '02:04', 'assistant', '$52k is close enough to the $50k budget to be approved without another round. Set a follow-up for Thursday afternoon to hear the CFO''s reaction. Keep a fallback ready: if the CFO pushes back, offer a three-month payment deferral rather than a bigger discount.'),

  -- 3. LogiSur Transportes (José Álvarez): a large Salesforce replacement
  (3, '8 days 06:00', 'user', 'New opportunity: LogiSur Transportes. José Álvarez (Director Comercial) wants to replace Salesforce across the whole group, about 1,800 users in Spain and Portugal. Indicative budget: €1.2M over three years.'),
  (3, '8 days 05:59', 'assistant', 'A strategic deal: treat it as a programme, not a single sale. €1.2M over three years for 1,800 users is about €220 per user per year, which fits our enterprise tier with room for onboarding services. Before writing a proposal, find out: 1) why they are leaving Salesforce now (cost, adoption, renewal date), 2) who sits on the buying committee (CFO, IT, procurement), 3) whether there is a formal tender.'),
  (3, '8 days 05:30', 'user', 'Their Salesforce renewal is in four months and they do not want to renew. Procurement will run a formal tender and the CFO, Marta Gil, has the final say. José wants our proposal before the board meeting in three weeks.'),
  (3, '8 days 05:29', 'assistant', 'Two deadlines then: the proposal in three weeks, and go-live before the Salesforce renewal in four months. Migrating 1,800 users in four months is tight, so propose a phased go-live (Spain first, Portugal in a second wave) that still lets them drop the Salesforce licences on time. Ask José for the tender documents and the evaluation criteria now.'),
  (3, '1 day 03:12', 'user', 'Got the tender pack. Scoring is 40% price, 30% functionality, 30% implementation plan. They also want Spanish and Portuguese onboarding and a data migration plan.'),
  (3, '1 day 03:11', 'assistant', E'60% of the score is not price, so lead with the implementation plan:\n1. Phased migration with dates, data mapping and a rollback plan\n2. Bilingual onboarding: Spanish and Portuguese trainers and help centre\n3. Price: the €1.2M as three annual payments, set against their Salesforce renewal cost\nNext step: a workshop with their IT team this week to confirm the migration scope before the board deadline.'),

  -- 4. NovaMed Clinics (Zoë Łukasz): qualified, no decision yet
  (4, '9 days 02:00', 'user', 'Discovery call with Zoë Łukasz, operations manager at NovaMed Clinics (6 clinics around Warsaw and Kraków). They track referral partners in Excel. Budget is somewhere between 20 and 30 thousand euros a year.'),
  (4, '9 days 01:59', 'assistant', 'A good fit for the mid-market plan: referral-partner tracking is exactly what the pipeline views do well. For a healthcare client in the EU expect GDPR and data-residency questions early, so have the EU hosting summary and our DPA ready. Who approves spending at NovaMed: Zoë, or the clinic owner?'),
  (4, '3 days 06:20', 'user', 'The owner, Dr. Piotr Wiśniewski, signs anything above 15k. Zoë is our champion. They want to decide before their new clinic opens in two months.'),
  (4, '3 days 06:19', 'assistant', 'So: champion Zoë, economic buyer Dr. Wiśniewski, budget €20-30k, decision within about two months (the new clinic opening). That is a qualified opportunity. Next: a 45-minute demo with Dr. Wiśniewski present, focused on referral volume per partner and onboarding the new clinic. Send the DPA beforehand so compliance does not become a late blocker.'),
  (4, '3 days 06:05', 'user', 'Demo booked for next Wednesday. Zoë asked whether we can do the training in Polish.'),
  (4, '3 days 06:04', 'assistant', 'Say yes only if we can staff it; our Kraków partner delivers Polish training. You could also propose starting with the two Kraków clinics as a pilot, which keeps the first invoice under the 15k threshold Zoë can approve herself and speeds up the start.'),

  -- 5. Ledgerly (Daniel Okafor): won, onboarding
  (5, '41 days 03:00', 'user', 'Ledgerly signed! Daniel Okafor (CFO) approved 86,000 USD per year on a three-year term. Procurement needed only one round once we agreed net-60 payment terms.'),
  (5, '41 days 02:59', 'assistant', 'Congratulations! To protect the renewal: hold the kickoff within 7 days, agree three success criteria in writing, and name an admin on their side. Note the upsell: their customer success team (25 people) was left out of scope.'),
  (5, '40 days 05:00', 'user', 'Kickoff is set. Daniel wants weekly status updates for the first month and a dashboard for the board.'),
  (5, '40 days 04:59', 'assistant', E'Onboarding plan:\n- Week 1: data import, admin training, pipeline stages agreed\n- Week 2: rep training in two groups, follow-up rules switched on\n- Week 3: board dashboard built with Daniel\n- Week 4: adoption review, fix gaps\nBook a quarterly business review at 90 days to bring up the customer success team.'),
  (5, '40 days 04:40', 'user', 'Thanks, sending this to Daniel.'),

  -- 6. CloudNest (Aisha Rahman): a fresh lead, no budget yet
  (6, '05:40', 'user', 'Inbound lead from our webinar: Aisha Rahman, co-founder of CloudNest (12-person SaaS startup). She asked about pricing but did not mention a budget. How should I qualify her?'),
  (6, '05:39', 'assistant', 'Start with need and timing before price. Ask: how do they manage their pipeline today, how many people sell, what made them look now (a funding round, a first sales hire?), and who else is involved in the decision. Give pricing as a range per seat until you know the scope.'),
  (6, '05:05', 'user', 'She says they are hiring their first two account executives next month and currently use a free HubSpot account.'),
  (6, '05:04', 'assistant', 'A first sales hire is a natural trigger. Free HubSpot works until they need sequences and forecasting. Offer a 14-day trial set up before the new AEs start, and book a 20-minute check-in next week. Still unknown: budget and the decision process (probably Aisha alone).'),

  -- 7. Aegean Logistics (Ελένη Παπαδοπούλου): negotiating, close to signature
  (7, '6 days 04:00', 'user', 'Aegean Logistics update: Ελένη Παπαδοπούλου (VP Sales) confirmed a budget of 75,000 EUR for the first year, 45 users across Piraeus and Thessaloniki.'),
  (7, '6 days 03:59', 'assistant', 'Budget confirmed by the VP Sales: good. 75,000 EUR for 45 users is about 1,670 EUR per user per year, above our list price, so there is room for onboarding and the port-system integration. Who signs the contract, and is procurement involved?'),
  (7, '6 days 03:30', 'user', 'Procurement signs off and they asked for a 15% discount. Eleni says Pipedrive offered them a cheaper deal.'),
  (7, '6 days 03:29', 'assistant', 'Do not concede 15% straight away. Ask what the Pipedrive quote includes (onboarding, integrations, support in Greek). Trade rather than give: for example 8% for a two-year commitment, or 10% with annual prepayment. Stress what Pipedrive lacks: the AI analysis per client and the integration with their shipping system.'),
  (7, '2 days 05:00', 'user', 'Procurement accepted 10% for a two-year term with annual prepayment. They want the contract signed before the end of the month because their fiscal year closes.'),
  (7, '2 days 04:59', 'assistant', E'A clear buying signal with a hard deadline. Final figure: 67,500 EUR per year for two years. Before signature:\n1. Contract and DPA to procurement today\n2. Confirm the signatory (Eleni or the CFO?)\n3. Agree a kickoff date so they feel momentum'),
  (7, '00:48', 'user', 'The CFO, Nikos, will sign. He asked whether we can start onboarding before the signature.'),
  (7, '00:47', 'assistant', 'Avoid free work before signature, but show that we are ready: share the onboarding plan now and pencil in the kickoff for the day after signature. That gives the CFO a reason to sign on time.'),
  (7, '00:21', 'user', 'Nikos says the contract is on his desk and he will sign by Friday.'),
  (7, '00:20', 'assistant', 'We are in the final stretch. Next action: on Thursday, confirm that nothing is missing for Friday''s signature and have the kickoff invitation ready for Monday. Risk to watch: last-minute procurement changes to the DPA.'),

  -- 8. PeakFit Gyms (Ryan Mitchell): lost to HubSpot on price
  (8, '80 days 02:00', 'user', 'PeakFit Gyms: Ryan Mitchell, owner of 14 locations. Budget is tight, around $18k a year. They are also looking at HubSpot.'),
  (8, '80 days 01:59', 'assistant', 'With $18k for 14 locations, lead with the membership-sales workflow and the follow-up reminders, which is where gyms lose revenue. Find out whether Ryan decides alone and what HubSpot tier they are comparing against.'),
  (8, '72 days 03:00', 'user', 'Ryan says HubSpot''s free CRM plus Starter covers most of what they need and our price is too high.'),
  (8, '72 days 02:59', 'assistant', 'A price objection against a free tier is hard to win on features alone. Options: our starter package for the 5 busiest locations first, or a case study showing the revenue recovered by automatic follow-ups. If neither moves him, keep the relationship warm rather than discounting deeply.'),
  (8, '65 days 04:00', 'user', 'Lost it. Ryan went with HubSpot Starter; he said the timing was not right to invest more this year.'),
  (8, '65 days 03:59', 'assistant', 'Sorry to hear it. Lessons: we were compared with a near-free option and the value case came too late. Set a reminder to check in about two months before their HubSpot renewal, when they will know whether Starter is enough.'),

  -- 9. MediLink Diagnostics (Laura Bianchi): proposal waiting on the CFO
  (9, '16 days 05:00', 'user', 'Sent MediLink Diagnostics the proposal: 42,000 EUR per year for 30 users. Laura Bianchi (Head of Sales) likes it.'),
  (9, '16 days 04:59', 'assistant', 'Good progress. Ask Laura how approval works from here: who signs, whether procurement or IT must review it, and by when. A proposal without a decision date tends to stall.'),
  (9, '16 days 04:30', 'user', 'Laura needs approval from the CFO, who wants to wait until next quarter because of a budget freeze.'),
  (9, '16 days 04:29', 'assistant', 'A timing objection, not a price one. Options: sign now with the start date and first invoice next quarter, or a small paid pilot this quarter under the freeze threshold. Help Laura quantify the cost of waiting: three months of referrals tracked by hand.'),
  (9, '10 days 03:00', 'user', 'Laura will present it to the CFO at the next monthly leadership meeting, in about two weeks.'),
  (9, '10 days 02:59', 'assistant', 'Give her a one-page business case for that meeting: the problem, the 42,000 EUR cost, the expected gain, and the option of starting next quarter. Offer to join for ten minutes to answer questions. Follow up with her the day before the meeting.'),

  -- 10. Stackwise (Olivia Grant): qualified, proposal requested
  (10, '12 days 03:00', 'user', 'Stackwise: Olivia Grant, Sales Ops lead. 40 reps on Salesforce; they find it too expensive and too complex. Budget around $60k.'),
  (10, '12 days 02:59', 'assistant', '$60k for 40 reps fits our growth plan with onboarding included. Find out when their Salesforce contract renews and who decides: Olivia is likely the champion, not the signer.'),
  (10, '12 days 02:40', 'user', 'The VP Sales, Jordan Reyes, decides. They want to decide within 30 days because their Salesforce contract auto-renews in 45 days.'),
  (10, '12 days 02:39', 'assistant', 'The auto-renewal is a real deadline and works in our favour. Plan backwards from it: technical validation this week, proposal next week, decision by day 30, and 15 days left for the notice period. Get a meeting with Jordan Reyes early.'),
  (10, '2 days 07:00', 'user', 'Olivia asked about our API: they need to sync product usage data from their own platform into the CRM.'),
  (10, '2 days 06:59', 'assistant', 'Our REST API and webhooks cover that: usage events can update a custom field on the client or create a follow-up when usage drops. Offer a 30-minute technical call with their engineer to confirm it.'),
  (10, '2 days 06:30', 'user', 'Technical call went well, their engineer confirmed the API covers it. Jordan wants a proposal by next Tuesday.'),
  (10, '2 days 06:29', 'assistant', E'Strong buying signals: technical fit confirmed and the decision maker asking for a proposal. Outline:\n1. Their goals: simpler tool, lower cost than Salesforce\n2. Solution with the usage-data sync\n3. Migration plan timed to the auto-renewal\n4. Price: $58-60k per year for 40 seats\nSend it on Monday so Jordan has a day to read it.'),

  -- 11. TessilNova (Giulia Romano): negotiating terms
  (11, '5 days 03:00', 'user', 'TessilNova: Giulia Romano (Sales Director) came back on the proposal. They accept the scope: 95k EUR per year for three plants and the export sales team.'),
  (11, '5 days 02:59', 'assistant', 'Scope accepted is a big step. What is left before signature: legal review, payment terms, and the signatory. Ask Giulia for the timeline of each so we can plan the close.'),
  (11, '5 days 02:35', 'user', 'Their legal team wants changes to the liability clause, and procurement wants to split payment quarterly.'),
  (11, '5 days 02:34', 'assistant', 'Both are normal. Quarterly payment is acceptable at the annual price; do not offer a discount for it. For liability, offer our standard cap of 12 months of fees and send the clause to our legal team today so it does not slow the close.'),
  (11, '04:40', 'user', 'The CFO approved quarterly payments. Giulia wants to sign by the 15th of next month, at the start of their new fiscal year.'),
  (11, '04:39', 'assistant', 'Good: budget approved and a target signature date. Work back from the 15th: the liability clause agreed in the next two weeks, the final contract a week before. Confirm who signs: Giulia or the CFO.'),
  (11, '04:12', 'user', 'They also asked whether we can include Italian-language training for 60 people.'),
  (11, '04:11', 'assistant', 'Yes: quote it as a separate line (two on-site days per plant) so the 95k subscription stays clean. That is also a sign they are planning the rollout, which is a buying signal.'),

  -- 12. Baltic Cargo Group (Дмитрий Иванов): qualified, comparing with Pipedrive
  (12, '9 days 04:00', 'user', 'New qualified lead: Дмитрий Иванов (Dmitry Ivanov), owner of Baltic Cargo Group in Riga. 20 dispatchers and 8 salespeople. Budget is between 20 and 30 thousand euros per year.'),
  (12, '9 days 03:59', 'assistant', 'A budget of €20-30k fits the growth plan for 28 users. As the owner, Dmitry is the decision maker. Ask what triggered the search and when they want to start.'),
  (12, '9 days 03:30', 'user', 'He is comparing us with Pipedrive. He likes Pipedrive''s simple pipeline view.'),
  (12, '9 days 03:29', 'assistant', 'Do not fight Pipedrive on simplicity; show that our pipeline is just as simple, then show what Pipedrive does not do: the AI analysis of every client conversation and follow-ups suggested automatically. For a logistics sales team, missed follow-ups are lost loads.'),
  (12, '2 days 01:00', 'user', 'Dmitry wants to start in the third quarter, when their new warehouse opens. He decides alone, but his accountant checks the contract.'),
  (12, '2 days 00:59', 'assistant', 'Timeline: start in Q3, so the decision is likely a month before. Keep momentum with a short trial for the 8 salespeople now, and send the contract draft early so the accountant has time. Next step: a side-by-side comparison with Pipedrive.'),

  -- 13. Maison Clair (Pierre Dubois): proposal sent
  (13, '15 days 02:00', 'user', 'Maison Clair: Pierre Dubois, Directeur commercial, 22 home-decor stores in France. He wants a proposal for their B2B team. Budget 38,000 EUR, decision by the end of next month.'),
  (13, '15 days 01:59', 'assistant', '38,000 EUR for the B2B team is a good fit. Ask who besides Pierre reviews it, and what they would measure after six months, so the proposal answers their criteria.'),
  (13, '12 days 05:00', 'user', 'The CEO and the finance director will review it together. Pierre also said they had a bad experience with a Salesforce implementation years ago.'),
  (13, '12 days 04:59', 'assistant', 'That past experience is the real objection: they fear a long, costly rollout. Put a short implementation (four weeks, fixed price) and a reference from a French retailer at the front of the proposal, before the price.'),
  (13, '12 days 04:40', 'user', 'Proposal sent with the four-week plan and the reference. Waiting for their review.'),

  -- 14. Helix Health Partners (Sophie Lambert): a new referral, no budget yet
  (14, '01:30', 'user', 'Referral from Becker Autoteile: Sophie Lambert, Commercial Director at Helix Health Partners (private clinics in the UK). First call next Tuesday. No budget discussed yet.'),
  (14, '01:29', 'assistant', 'A referral is a warm start. For the first call: ask how they win corporate health contracts today, how many people sell, what tools they use, and what would make this a priority this year. Leave budget for the end of the call.'),
  (14, '01:05', 'user', 'She asked by email whether patient data would be stored in the UK or the EU.'),
  (14, '01:04', 'assistant', 'Answer before the call: the CRM holds commercial contacts, not patient records, and data can be hosted in our London region. Attach the data-processing summary. Early compliance questions usually mean they are serious.'),

  -- 15. Finora Pagamenti (Chiara Conti): proposal against Salesforce
  (15, '14 days 03:00', 'user', 'Finora Pagamenti: Chiara Conti (Head of Partnerships) wants a CRM for partner banks and merchants. They mentioned €120k as the annual envelope.'),
  (15, '14 days 02:59', 'assistant', '€120k a year is an enterprise-size deal. Map the buying committee early: partnerships (Chiara), compliance, IT security, and whoever owns the budget. Ask which alternatives they are considering.'),
  (15, '14 days 02:20', 'user', 'They are also evaluating Salesforce Financial Services Cloud. Compliance (Bank of Italy rules) is their main worry.'),
  (15, '14 days 02:19', 'assistant', 'Make compliance our strength: EU hosting, audit logs, role-based access and our outsourcing documentation for financial institutions. Against Salesforce, our edge is time to value and total cost, not feature count.'),
  (15, '5 days 21:00', 'user', 'Proposal delivered. The CFO, Andrea Ferri, asked for a price breakdown and a comparison with the Salesforce quote, which is around €150k.'),
  (15, '5 days 20:59', 'assistant', 'Being €30k below Salesforce is good, but do not lead with it. Break the €120k into licences, implementation and support, and compare three-year cost including Salesforce implementation partners, which usually adds 30-50%.'),
  (15, '5 days 20:10', 'user', 'Andrea said the board decides at the end of the quarter. Timing is now their main concern, not price.'),
  (15, '5 days 20:09', 'assistant', 'Then help them decide on time: offer a start date after the board meeting and a signature-to-go-live plan of six weeks. Ask Chiara for the board date and what the board needs to see.'),

  -- 16. Ricci Viaggi (Elena Ricci): lost to Pipedrive
  (16, '48 days 02:00', 'user', 'Ricci Viaggi: Elena Ricci, owner of a travel agency group with 9 offices. Budget about 22k EUR. She is also talking to Pipedrive.'),
  (16, '48 days 01:59', 'assistant', 'For travel agencies the value is in group and corporate bookings: show follow-ups on quotes and reminders before departure dates. Ask what Pipedrive offered and when she wants to decide.'),
  (16, '41 days 04:00', 'user', 'She says Pipedrive is half our price and the timing is not right because of the summer season.'),
  (16, '41 days 03:59', 'assistant', 'Two objections: price and timing. Offer a start after the summer season with the first invoice then; on price, a smaller package for the 3 largest offices. If she still prefers Pipedrive, leave the door open for next year.'),
  (16, '35 days 03:00', 'user', 'Elena chose Pipedrive. Marking it as lost; she said to call again next year.'),

  -- 17. QuillSoft (Oliver Bennett): qualified, needs an ROI case
  (17, '27 days 03:00', 'user', 'QuillSoft: Oliver Bennett, CEO, 18 people in London. They have £28k set aside for sales tooling this year. Currently on HubSpot Starter.'),
  (17, '27 days 02:59', 'assistant', '£28k for a team of 18 is enough for the growth plan plus onboarding. Ask what is missing in HubSpot Starter for them, and whether anyone else signs off.'),
  (17, '20 days 05:00', 'user', 'Oliver wants his CFO to see an ROI estimate. They are raising a Series A in about two months and want a clean sales process before that.'),
  (17, '20 days 04:59', 'assistant', 'The Series A is the real driver: investors will ask about pipeline quality. Build a simple ROI sheet: hours saved per rep each week, conversion gained from timely follow-ups, and a reliable forecast for the data room. Aim to close before the round.'),
  (17, '20 days 04:30', 'user', 'Thanks, I will build the ROI sheet with their numbers.'),

  -- 18. FinBridge Payments (Rohan Mehta): the first meeting
  (18, '26 days 03:00', 'user', 'First meeting with FinBridge Payments in Mumbai. Rohan Mehta is VP Sales: 120 sales and partner managers. They use Salesforce but adoption is poor.'),
  (18, '26 days 02:59', 'assistant', 'Poor adoption with Salesforce is our best opening. Ask what reps do instead (Excel, WhatsApp?), what it costs them, and who else will be involved. Offer a pilot with one team to prove adoption.'),
  (18, '25 days 04:00', 'user', 'Rohan says budget is not a problem if we can show adoption. The CTO and CFO will be involved.'),
  (18, '25 days 03:59', 'assistant', 'Then proof beats price. Propose a 3-week pilot with one partner team and clear adoption metrics (daily active users, follow-ups done on time). Meet the CTO early about integration and data migration.'),

  -- 19. FinBridge Payments: negotiating after the pilot
  (19, '7 days 05:00', 'user', 'FinBridge update: the CFO confirmed the budget, roughly 2 crore rupees, about USD 250,000 per year for 120 users plus the partner portal.'),
  (19, '7 days 04:59', 'assistant', 'Budget confirmed by the CFO: this is now a negotiation. About $2,080 per user per year leaves room for the partner portal and premium support. Ask about procurement steps and the deadline they are working towards.'),
  (19, '7 days 04:30', 'user', 'They have an RBI compliance audit in 8 weeks and want the new CRM live before then, at least for the partner onboarding workflow.'),
  (19, '7 days 04:29', 'assistant', 'A hard external deadline: plan a first go-live in 6 weeks for the partner onboarding workflow only, and migrate the rest of sales after the audit. That keeps the scope small enough to hit the date.'),
  (19, '3 days 02:00', 'user', 'Procurement sent their vendor security questionnaire (ISO 27001, data localisation in India). Deadline: next Friday.'),
  (19, '3 days 01:59', 'assistant', 'Answer it this week: our ISO 27001 certificate, the Mumbai hosting region for data localisation, and the DPA. Ask procurement who reviews it so you can follow up directly.'),
  (19, '00:55', 'user', 'Rohan called: the CTO is worried about migrating 8 years of Salesforce history. The CFO wants a fixed-price implementation.'),
  (19, '00:54', 'assistant', 'Offer a fixed-price migration with a clear scope: accounts, contacts, open opportunities and 3 years of activity history; older history archived and searchable. That answers the CTO''s risk and the CFO''s cost concern together.'),
  (19, '00:31', 'user', 'Rohan says if we give a fixed price for the migration they will sign this month.'),
  (19, '00:30', 'assistant', 'Strong buying signal with a date. Next action: send the fixed-price migration quote today, with the scope in writing, and ask Rohan to schedule the signature call with the CFO this week.'),

  -- 20. CuraPlus Health (Ananya Iyer): proposal against Salesforce Health Cloud
  (20, '10 days 02:00', 'user', 'CuraPlus Health: Ananya Iyer, VP Sales, 35 reps selling to hospitals in the US. They need HIPAA-compliant tooling. Budget: $80k per year.'),
  (20, '10 days 01:59', 'assistant', '$80k for 35 reps fits our business plan with a BAA. Who signs off besides Ananya, and are they looking at other vendors?'),
  (20, '10 days 01:40', 'user', 'They are also looking at Salesforce Health Cloud, but Ananya thinks it is overkill. The CFO, Michael Grant, has the final say.'),
  (20, '10 days 01:39', 'assistant', 'Position against Health Cloud on fit: they sell to hospitals, they do not manage patients, so they would pay for modules they do not need. Get time with Michael Grant to talk total cost and time to value.'),
  (20, '1 day 04:00', 'user', 'Proposal sent at $78k with a BAA. Ananya wants to go live in 60 days, before their national sales kickoff.'),
  (20, '1 day 03:59', 'assistant', 'The sales kickoff is a good deadline: training everyone there is a strong launch. Work back: signature within 3 weeks, 5 weeks for setup and migration. Ask Ananya when the CFO will review the proposal.'),
  (20, '1 day 03:30', 'user', 'Michael (CFO) asked for references from other healthcare customers.'),
  (20, '1 day 03:29', 'assistant', 'A reference request from the CFO usually comes late in a decision. Offer two: Meridian Health System and a smaller medical-device seller. Brief the references first, then send the contacts with a short summary of each.'),

  -- 21. SummitLearn (Marcus Johnson): qualified, no budget yet
  (21, '11 days 03:00', 'user', 'SummitLearn (online courses for adults): Marcus Johnson, Director of Enrollment, 25 enrollment advisors working leads from ads. No budget discussed yet.'),
  (21, '11 days 02:59', 'assistant', 'Enrollment teams live on speed-to-lead. Ask how fast advisors contact a new lead today, how many leads they get per month, and what a new enrollment is worth. That is the basis for a budget conversation later.'),
  (21, '4 days 06:00', 'user', 'Their busy season is the start of the academic year, and they cannot change systems in the last two months before it.'),
  (21, '4 days 05:59', 'assistant', 'That sets the window: go-live must happen before the freeze, so the decision has to come soon. Make the timeline visible to Marcus.'),
  (21, '4 days 05:30', 'user', 'Marcus says the decision goes through their COO, and he needs a business case first.'),
  (21, '4 days 05:29', 'assistant', 'Then help Marcus write it: current speed-to-lead, target, expected extra enrollments and value, and the cost. Ask for a 30-minute call with the COO once the case is ready.'),

  -- 22. Kumo Retail (Sakura Tanaka): lost to a Salesforce mandate
  (22, '70 days 03:00', 'user', 'Kumo Retail: Sakura Tanaka, Head of B2B sales. Budget of $36k, they want to decide within the quarter.'),
  (22, '70 days 02:59', 'assistant', 'A clear budget and timeline. Find out who else is involved, especially IT and the parent company, since retail groups often have global standards.'),
  (22, '60 days 02:00', 'user', 'Their parent company uses Salesforce globally and IT is pushing to standardise on it.'),
  (22, '60 days 01:59', 'assistant', 'A group standard is hard to beat. Our best case is the B2B team''s specific needs and speed of rollout, with an integration that sends data to the group''s Salesforce. Ask Sakura whether an exception is possible.'),
  (22, '50 days 05:00', 'user', 'Lost: headquarters mandated Salesforce. Sakura was apologetic; she liked our AI analysis.'),
  (22, '50 days 04:59', 'assistant', 'Keep the relationship: Sakura is a fan. Check in after their Salesforce rollout, when adoption problems usually appear.'),

  -- 23. NileByte (Fatima Al-Sayed): a demo request, no budget
  (23, '03:25', 'user', 'New lead: Fatima Al-Sayed, Head of Growth at NileByte (Cairo, B2B SaaS, 30 people). She filled in the demo form and wants to see the AI chat. No budget or timeline yet.'),
  (23, '03:24', 'assistant', 'Interest in the AI chat is a good sign. Book the demo and use it to qualify: how many sellers, what tools today, what triggered the search now, and who decides.'),
  (23, '03:02', 'user', 'She mentioned they use Pipedrive and a lot of WhatsApp today.'),
  (23, '03:01', 'assistant', 'Many deals living in WhatsApp is a common pain: show how conversation notes become an analysis and follow-ups automatically. Ask what they are missing in Pipedrive.'),

  -- 24. Tealwave AI (Meera Krishnan): proposal on hold
  (24, '18 days 02:00', 'user', 'Tealwave AI: Meera Krishnan (COO). 15 sellers. Proposal at 45k USD a year including onboarding.'),
  (24, '18 days 01:59', 'assistant', 'Good. Ask Meera how the decision is made and by when, and whether the VP Sales is on board.'),
  (24, '18 days 01:30', 'user', 'Meera says the VP Sales, Arjun, wants to wait until they hire a new sales leader next quarter.'),
  (24, '18 days 01:29', 'assistant', 'A timing objection. Suggest a pilot with 5 sellers now so the new leader arrives to a working system, and keep the full rollout for next quarter.'),
  (24, '9 days 04:00', 'user', 'Arjun agreed to a call with me next week to discuss a pilot.'),
  (24, '9 days 03:59', 'assistant', 'Prepare a pilot plan: 5 sellers, 30 days, three success metrics, and a price that converts into the 45k annual plan. Ask Arjun who else should join.')
) as v (thread, ago, role, content)
join public.chat_threads t on t.id = ('b0000000-0000-4000-8000-' || lpad(v.thread::text, 12, '0'))::uuid
join public.clients c on c.id = t.client_id
window w as (partition by v.thread order by v.ago::interval desc);

-- Each thread starts a minute before its first message and is titled with that day.
update public.chat_threads t
   set created_at = f.first_at - interval '1 minute',
       title = 'Chat ' || to_char(f.first_at at time zone 'UTC', 'YYYY-MM-DD')
  from (select m.thread_id, min(m.created_at) as first_at from public.messages m group by m.thread_id) f
 where f.thread_id = t.id;

-- ---------------------------------------------------------------------------
-- Read marks: how many of each thread's latest messages the rep has not read
-- yet (only the assistant's count as unread). Threads not listed were never
-- marked read, so all their assistant messages are unread.
-- ---------------------------------------------------------------------------
insert into public.thread_reads (thread_id, user_id, last_read_at)
select t.id, t.owner_id, m.created_at + interval '2 seconds'
from (values
  (2, 0), (3, 0), (4, 1), (5, 0), (6, 1), (7, 3), (9, 0), (10, 0),
  (11, 1), (12, 0), (13, 0), (14, 2), (15, 0), (17, 0),
  (18, 0), (19, 1), (20, 0), (21, 0), (22, 0), (23, 1), (24, 0)
) as v (thread, unread)
join public.chat_threads t on t.id = ('b0000000-0000-4000-8000-' || lpad(v.thread::text, 12, '0'))::uuid
cross join lateral (
  select mm.created_at from public.messages mm
   where mm.thread_id = t.id
   order by mm.created_at desc
  offset v.unread limit 1
) m;

-- ---------------------------------------------------------------------------
-- Client analyses: the AI's reading of each conversation, stored a few
-- seconds after the thread's last assistant reply (thread column). Clients 1
-- and 31 also keep the older analysis of their first thread as history.
-- followup_in: when the suggested follow-up is due, counted from the analysis.
-- ---------------------------------------------------------------------------
insert into public.client_analyses (
  client_id, stage, priority, budget_band, confidence, next_action, suggested_followup, insights, provider, created_at
)
select
  ('c0000000-0000-4000-8000-' || lpad(v.client::text, 12, '0'))::uuid,
  v.stage, v.priority, v.budget_band, v.confidence, v.next_action,
  case when v.followup_title is not null then jsonb_build_object(
    'title', v.followup_title,
    'notes', v.followup_notes,
    'dueAt', to_char((a.analysed_at + v.followup_in::interval) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
  ) end,
  v.insights::jsonb, 'local', a.analysed_at
from (values
  (1, 1, 'QUALIFIED', 'MEDIUM', null, 0.55,
   'Run the 30-minute demo with Mark Ellison (VP Sales) and propose a 2-week pilot',
   'Send demo agenda to Emily', 'Forward-ready agenda for the VP Sales demo.', '1 day',
   '[{"type":"opportunity","content":"Spreadsheets plus an unused Pipedrive account: adoption is the real problem","confidence":0.7},{"type":"stakeholder","content":"Emily Carter (Head of RevOps) is the champion; Mark Ellison (VP Sales) joins the demo","confidence":0.8}]'),
  (1, 2, 'NEGOTIATION', 'HIGH', '$50k-$60k', 0.86,
   'Check the CFO''s reaction to the $52k phased proposal on Thursday; offer a payment deferral instead of more discount',
   'Check CFO reaction to BrightPath proposal', 'Emily takes the $52k phased proposal to the CFO on Thursday.', '2 days',
   '[{"type":"budget","content":"$50k approved for year one; revised proposal at $52k","confidence":0.9},{"type":"timeline","content":"CFO wants the contract signed before the end of the quarter","confidence":0.85},{"type":"stakeholder","content":"CFO signs; procurement runs a security review; Emily Carter is the champion","confidence":0.85},{"type":"risk","content":"HubSpot quoted a lower price","confidence":0.7},{"type":"opportunity","content":"Pilot adoption: 9 of 10 reps used it daily","confidence":0.9}]'),
  (2, 3, 'PROPOSAL', 'HIGH', '€1M-€1.5M', 0.72,
   'Hold a migration-scope workshop with LogiSur IT this week, then submit the tender proposal before the board meeting',
   'Workshop with LogiSur IT on data migration', 'Confirm migration scope before the board deadline.', '3 days',
   '[{"type":"budget","content":"€1.2M over three years for about 1,800 users","confidence":0.9},{"type":"timeline","content":"Proposal due before the board meeting in three weeks; Salesforce renewal in four months","confidence":0.85},{"type":"stakeholder","content":"CFO Marta Gil has the final say; procurement runs a formal tender","confidence":0.85},{"type":"risk","content":"Migrating 1,800 users before the Salesforce renewal is tight","confidence":0.75},{"type":"opportunity","content":"60% of the tender score is functionality and implementation plan, not price","confidence":0.8}]'),
  (3, 4, 'QUALIFIED', 'MEDIUM', '€20k-€30k', 0.74,
   'Send the DPA and EU hosting summary before next Wednesday''s demo with Dr. Wiśniewski',
   'Send DPA and EU hosting summary to Zoë', 'Before the demo with the clinic owner.', '1 day',
   '[{"type":"budget","content":"Between 20 and 30 thousand euros a year","confidence":0.85},{"type":"stakeholder","content":"Owner Dr. Piotr Wiśniewski signs anything above 15k; Zoë Łukasz is the champion","confidence":0.9},{"type":"timeline","content":"Decision before the new clinic opens in two months","confidence":0.8},{"type":"risk","content":"GDPR and data residency questions expected","confidence":0.6},{"type":"opportunity","content":"Pilot in the two Kraków clinics keeps the first invoice under the approval threshold","confidence":0.6}]'),
  (4, 5, 'CLOSED_WON', 'HIGH', '$80k-$100k', 0.97,
   'Deliver the 4-week onboarding plan and book the 90-day business review',
   'Quarterly business review with Ledgerly', 'Bring up the customer success team (25 people) as an expansion.', '90 days',
   '[{"type":"budget","content":"86,000 USD per year on a three-year term","confidence":0.95},{"type":"stakeholder","content":"Daniel Okafor (CFO) approved; wants weekly updates and a board dashboard","confidence":0.9},{"type":"opportunity","content":"Upsell: customer success team was out of scope","confidence":0.7}]'),
  (7, 6, 'LEAD', 'MEDIUM', null, 0.42,
   'Set up a 14-day trial before the new AEs start and book a 20-minute check-in next week',
   'Book 20-min check-in with Aisha', 'Trial set up before the first AEs start.', '5 days',
   '[{"type":"opportunity","content":"Hiring first two account executives next month","confidence":0.75},{"type":"risk","content":"Currently on free HubSpot; no budget mentioned","confidence":0.65},{"type":"stakeholder","content":"Co-founder Aisha Rahman likely decides alone","confidence":0.5}]'),
  (9, 7, 'NEGOTIATION', 'HIGH', '€60k-€80k', 0.91,
   'Confirm on Thursday that nothing is missing for Friday''s signature; prepare the kickoff invitation',
   'Confirm signature readiness with Nikos (CFO)', 'Contract on his desk; signature expected Friday.', '2 days',
   '[{"type":"budget","content":"75,000 EUR budget; agreed 67,500 EUR per year after a 10% discount for two years prepaid","confidence":0.95},{"type":"timeline","content":"Signature before the end of the month (fiscal year close); CFO signs by Friday","confidence":0.9},{"type":"stakeholder","content":"VP Sales Eleni Papadopoulou champions; CFO Nikos signs; procurement negotiated","confidence":0.9},{"type":"risk","content":"Pipedrive offered a cheaper deal; possible last-minute DPA changes","confidence":0.5},{"type":"opportunity","content":"CFO asked to start onboarding early: strong buying signal","confidence":0.85}]'),
  (10, 8, 'CLOSED_LOST', 'LOW', '$15k-$20k', 0.9,
   'Check in about two months before their HubSpot renewal',
   'Check in with Ryan before HubSpot renewal', 'See whether HubSpot Starter still covers their needs.', '300 days',
   '[{"type":"risk","content":"Lost to HubSpot Starter on price","confidence":0.95},{"type":"timeline","content":"Timing not right to invest more this year","confidence":0.8},{"type":"budget","content":"Around $18k a year","confidence":0.85}]'),
  (11, 9, 'PROPOSAL', 'MEDIUM', '€40k-€50k', 0.66,
   'Give Laura a one-page business case for the CFO and follow up the day before the leadership meeting',
   'Call Laura about CFO leadership meeting', 'The day before she presents the proposal to the CFO.', '13 days',
   '[{"type":"budget","content":"42,000 EUR per year for 30 users","confidence":0.9},{"type":"risk","content":"CFO wants to wait for next quarter because of a budget freeze","confidence":0.8},{"type":"stakeholder","content":"Laura Bianchi (Head of Sales) champions; CFO approves","confidence":0.85},{"type":"timeline","content":"Leadership meeting in about two weeks","confidence":0.75}]'),
  (13, 10, 'QUALIFIED', 'HIGH', '$50k-$70k', 0.81,
   'Send the proposal to Jordan Reyes on Monday, timed to the Salesforce auto-renewal',
   'Send proposal to Jordan Reyes (VP Sales)', 'Include the usage-data sync and the migration plan.', '3 days',
   '[{"type":"budget","content":"Around $60k","confidence":0.85},{"type":"timeline","content":"Decision within 30 days; Salesforce auto-renews in 45 days","confidence":0.9},{"type":"stakeholder","content":"VP Sales Jordan Reyes decides; Olivia Grant (Sales Ops) champions","confidence":0.85},{"type":"opportunity","content":"Technical fit confirmed and a proposal requested by the decision maker","confidence":0.85},{"type":"risk","content":"Salesforce incumbent; switching cost","confidence":0.5}]'),
  (17, 11, 'NEGOTIATION', 'HIGH', '€90k-€100k', 0.88,
   'Agree the liability clause within two weeks and quote Italian training as a separate line',
   'Confirm Italian training plan for 60 users', 'Two on-site days per plant, quoted separately.', '1 day',
   '[{"type":"budget","content":"95k EUR per year; CFO approved quarterly payments","confidence":0.95},{"type":"timeline","content":"Signature by the 15th of next month (new fiscal year)","confidence":0.85},{"type":"risk","content":"Legal wants changes to the liability clause","confidence":0.6},{"type":"opportunity","content":"Asking for training for 60 people: rollout already planned","confidence":0.8}]'),
  (18, 12, 'QUALIFIED', 'MEDIUM', '€20k-€30k', 0.68,
   'Send a side-by-side comparison with Pipedrive and offer a trial for the 8 salespeople',
   'Share Pipedrive comparison with Dmitry', 'Focus on AI analysis and automatic follow-ups.', '4 days',
   '[{"type":"budget","content":"Between 20 and 30 thousand euros per year","confidence":0.85},{"type":"risk","content":"Comparing with Pipedrive, likes its simple pipeline view","confidence":0.7},{"type":"timeline","content":"Start in Q3 when the new warehouse opens","confidence":0.75},{"type":"stakeholder","content":"Owner decides alone; accountant reviews the contract","confidence":0.8}]'),
  (19, 13, 'PROPOSAL', 'MEDIUM', '€30k-€40k', 0.63,
   'Follow up with Pierre on the CEO and finance director review',
   'Follow up on Maison Clair proposal', 'Ask for the review date with the CEO and finance director.', '5 days',
   '[{"type":"budget","content":"38,000 EUR","confidence":0.9},{"type":"timeline","content":"Decision by the end of next month","confidence":0.75},{"type":"stakeholder","content":"CEO and finance director review together","confidence":0.8},{"type":"risk","content":"Bad past experience with a Salesforce implementation","confidence":0.7}]'),
  (20, 14, 'LEAD', 'HIGH', null, 0.4,
   'Answer the data residency question before Tuesday''s first call and qualify budget at the end of the call',
   'Prepare first call with Sophie Lambert', 'Send the data-processing summary first.', '1 day',
   '[{"type":"opportunity","content":"Warm referral from Becker Autoteile","confidence":0.8},{"type":"risk","content":"Early compliance question about UK or EU data storage","confidence":0.55},{"type":"timeline","content":"First call next Tuesday","confidence":0.7}]'),
  (24, 15, 'PROPOSAL', 'HIGH', '€100k-€150k', 0.7,
   'Send a price breakdown with a three-year cost comparison against Salesforce and ask for the board date',
   'Send Finora price breakdown vs Salesforce', 'Licences, implementation, support; three-year view.', '2 days',
   '[{"type":"budget","content":"€120k annual envelope; Salesforce quote around €150k","confidence":0.9},{"type":"risk","content":"Competing with Salesforce Financial Services Cloud","confidence":0.7},{"type":"stakeholder","content":"CFO Andrea Ferri; the board decides","confidence":0.85},{"type":"timeline","content":"Board decision at the end of the quarter","confidence":0.8}]'),
  (28, 16, 'CLOSED_LOST', 'LOW', '€20k-€25k', 0.92,
   'Call Elena again next year, after the summer season',
   'Call Elena Ricci about next year', 'She asked to be contacted again next year.', '270 days',
   '[{"type":"risk","content":"Lost to Pipedrive at half our price","confidence":0.95},{"type":"timeline","content":"Summer season made the timing wrong","confidence":0.7},{"type":"budget","content":"About 22k EUR","confidence":0.85}]'),
  (29, 17, 'QUALIFIED', 'MEDIUM', '£25k-£30k', 0.64,
   'Send the ROI estimate to Oliver and his CFO; aim to close before the Series A',
   'Send ROI estimate to Oliver Bennett', 'Hours saved, conversion gained, forecast quality.', '3 days',
   '[{"type":"budget","content":"£28k set aside for sales tooling this year","confidence":0.9},{"type":"timeline","content":"Series A in about two months","confidence":0.8},{"type":"stakeholder","content":"CEO Oliver Bennett; CFO wants an ROI estimate","confidence":0.8},{"type":"risk","content":"Currently on HubSpot Starter","confidence":0.5}]'),
  (31, 18, 'QUALIFIED', 'HIGH', null, 0.6,
   'Propose a 3-week pilot with one partner team and meet the CTO about migration',
   'Propose pilot to Rohan Mehta', 'One partner team, adoption metrics agreed upfront.', '2 days',
   '[{"type":"opportunity","content":"Poor Salesforce adoption across 120 sales and partner managers","confidence":0.8},{"type":"stakeholder","content":"VP Sales Rohan Mehta; CTO and CFO involved","confidence":0.85},{"type":"budget","content":"Budget not a problem if adoption is proven","confidence":0.5}]'),
  (31, 19, 'NEGOTIATION', 'HIGH', '$200k-$300k', 0.89,
   'Send the fixed-price migration quote today and schedule the signature call with the CFO this week',
   'Send fixed-price migration quote to FinBridge', 'Scope: accounts, contacts, open deals, 3 years of history.', '3 hours',
   '[{"type":"budget","content":"About USD 250,000 (2 crore rupees) per year, confirmed by the CFO","confidence":0.95},{"type":"timeline","content":"RBI compliance audit in 8 weeks; security questionnaire due next Friday","confidence":0.9},{"type":"stakeholder","content":"CFO wants fixed price; CTO worried about migration; procurement reviews security","confidence":0.85},{"type":"opportunity","content":"Will sign this month with a fixed-price migration","confidence":0.9},{"type":"risk","content":"Migration of 8 years of Salesforce history","confidence":0.6}]'),
  (32, 20, 'PROPOSAL', 'HIGH', '$75k-$85k', 0.8,
   'Brief two healthcare references and send their contacts to the CFO',
   'Send healthcare references to Michael Grant', 'Meridian Health System and a medical-device seller.', '1 day',
   '[{"type":"budget","content":"$80k per year; proposal at $78k with a BAA","confidence":0.9},{"type":"timeline","content":"Go live in 60 days, before the national sales kickoff","confidence":0.85},{"type":"stakeholder","content":"VP Sales Ananya Iyer champions; CFO Michael Grant decides","confidence":0.9},{"type":"risk","content":"Also evaluating Salesforce Health Cloud","confidence":0.6},{"type":"opportunity","content":"CFO asking for references: late-stage signal","confidence":0.75}]'),
  (33, 21, 'QUALIFIED', 'MEDIUM', null, 0.52,
   'Help Marcus write the business case for the COO and ask for a 30-minute call with the COO',
   'Draft business case for SummitLearn COO', 'Speed-to-lead, extra enrollments, cost.', '3 days',
   '[{"type":"timeline","content":"Must go live before the freeze two months ahead of the academic year","confidence":0.75},{"type":"stakeholder","content":"COO decides on a business case; Marcus Johnson champions","confidence":0.8},{"type":"risk","content":"No budget discussed yet","confidence":0.7}]'),
  (34, 22, 'CLOSED_LOST', 'LOW', '$30k-$40k', 0.93,
   'Check in with Sakura after their Salesforce rollout',
   'Check in with Sakura after Salesforce rollout', 'Adoption problems usually appear after a few months.', '150 days',
   '[{"type":"risk","content":"Headquarters mandated Salesforce as the group standard","confidence":0.95},{"type":"stakeholder","content":"Sakura Tanaka liked the AI analysis: a future champion","confidence":0.7},{"type":"budget","content":"$36k","confidence":0.85}]'),
  (36, 23, 'LEAD', 'MEDIUM', null, 0.38,
   'Book the demo and qualify team size, current tools, trigger and decision maker',
   'Schedule demo with Fatima Al-Sayed', 'Show WhatsApp notes turning into analysis and follow-ups.', '1 day',
   '[{"type":"opportunity","content":"Requested a demo of the AI chat","confidence":0.7},{"type":"risk","content":"No budget or timeline yet; uses Pipedrive","confidence":0.6}]'),
  (41, 24, 'PROPOSAL', 'MEDIUM', '$40k-$50k', 0.58,
   'Prepare a 5-seller, 30-day pilot plan for the call with Arjun',
   'Pilot call with Arjun (VP Sales)', 'Pilot price converts into the 45k annual plan.', '7 days',
   '[{"type":"budget","content":"45k USD a year including onboarding","confidence":0.9},{"type":"risk","content":"VP Sales wants to wait for a new sales leader next quarter","confidence":0.75},{"type":"stakeholder","content":"COO Meera Krishnan; VP Sales Arjun","confidence":0.8},{"type":"opportunity","content":"Arjun agreed to discuss a pilot","confidence":0.65}]')
) as v (client, thread, stage, priority, budget_band, confidence, next_action, followup_title, followup_notes, followup_in, insights)
cross join lateral (
  select max(m.created_at) + interval '5 seconds' as analysed_at
    from public.messages m
   where m.thread_id = ('b0000000-0000-4000-8000-' || lpad(v.thread::text, 12, '0'))::uuid
     and m.role = 'assistant'
) a;

-- ---------------------------------------------------------------------------
-- Follow-ups: overdue, due later today, tomorrow, next week and later,
-- completed ('done') and snoozed ones. The owner comes from the client
-- (trigger). due: 'later today +2 hours' style for today (kept within today,
-- UTC), else day offset from today (UTC, negative = past) and time of day.
-- created: how long ago the follow-up was created (never before the client).
-- A done follow-up was completed an hour after it was due, or just now.
-- ---------------------------------------------------------------------------
insert into public.followups (client_id, title, notes, due_at, status, is_ai_generated, completed_at, created_at, updated_at)
select
  c.id, v.title, v.notes, d.due_at, v.status, v.ai,
  case when v.status = 'done' then greatest(cr.created_at, least(now(), d.due_at + interval '1 hour')) end,
  cr.created_at,
  case when v.status = 'pending' then cr.created_at
       else greatest(cr.created_at, least(now(), d.due_at + interval '1 hour')) end
from (values
  -- sarah
  (1, 'Check CFO reaction to BrightPath proposal', 'Emily takes the $52k phased proposal to the CFO on Thursday. Fallback: payment deferral, not more discount.', 0, 'later today +3 hours', 'pending', true, '02:00'),
  (13, 'Send proposal to Jordan Reyes (VP Sales)', 'Include the usage-data sync and the migration plan timed to their Salesforce auto-renewal.', 0, 'later today +5 hours', 'pending', false, '2 days 06:00'),
  (3, 'Send DPA and EU hosting summary to Zoë', 'Needed before the demo with Dr. Wiśniewski.', -2, '09:00', 'pending', false, '3 days 06:00'),
  (11, 'Call Laura about CFO leadership meeting', 'Check she has the one-page business case; offer to join for ten minutes.', -1, '15:00', 'pending', true, '10 days 02:50'),
  (9, 'Confirm signature readiness with Nikos (CFO)', 'Contract on his desk; signature expected Friday. Kickoff invite ready for Monday.', 1, '10:00', 'pending', true, '00:19'),
  (2, 'Workshop with LogiSur IT on data migration', 'Validate the migration scope before the board deadline.', 5, '11:00', 'pending', false, '1 day 03:00'),
  (7, 'Book 20-min check-in with Aisha', 'Trial set up before the new AEs start.', 6, '14:00', 'pending', true, '05:00'),
  (4, 'Quarterly business review with Ledgerly', 'Bring up the customer success team (25 people).', 50, '16:00', 'pending', true, '40 days 04:00'),
  (4, 'Send onboarding plan to Daniel', null, -40, '10:00', 'done', false, '40 days 04:30'),
  (5, 'Renewal check-in with Hannah Schmidt', 'Happy with the product; renewal expected.', -20, '11:30', 'done', false, '25 days'),
  (12, 'Send Quantiva signed contract to finance', null, -24, '09:00', 'done', false, '25 days'),
  (10, 'Check in with Ryan before HubSpot renewal', 'See whether HubSpot Starter still covers their needs.', 30, '10:00', 'snoozed', true, '65 days 03:00'),
  (8, 'Intro call with Tom Whitfield', 'Partnership and donor tracking for 8 schools.', 3, '09:30', 'snoozed', false, '2 days'),

  -- marco
  (17, 'Confirm Italian training plan for 60 users', 'Two on-site days per plant, quoted separately from the 95k subscription.', 0, 'later today +2 hours', 'pending', true, '04:10'),
  (17, 'Send revised liability clause to TessilNova legal', 'Standard cap: 12 months of fees.', -1, '12:00', 'pending', false, '5 days 02:30'),
  (19, 'Follow up on Maison Clair proposal', 'Ask for the review date with the CEO and finance director.', -4, '10:00', 'pending', true, '12 days 04:30'),
  (20, 'Prepare first call with Sophie Lambert', 'Send the data-processing summary first; qualify budget at the end.', 1, '09:00', 'pending', true, '01:00'),
  (24, 'Send Finora price breakdown vs Salesforce', 'Licences, implementation and support; three-year cost view.', 2, '11:00', 'pending', false, '5 days 20:00'),
  (18, 'Share Pipedrive comparison with Dmitry', 'Focus on AI analysis and automatic follow-ups.', 6, '10:30', 'pending', true, '2 days 00:50'),
  (30, 'Negotiation call with Noah Fischer', '3-year term; they want a price cap on renewals.', 8, '10:00', 'pending', false, '6 days'),
  (21, 'Kickoff call with Becker Autoteile', null, -14, '09:00', 'done', false, '15 days'),
  (26, 'Send Vida Saúde welcome pack', 'Portuguese onboarding guide and admin checklist.', -9, '14:00', 'done', false, '10 days'),
  (28, 'Call Elena Ricci about next year', 'She asked to be contacted again next year.', 240, '10:00', 'snoozed', true, '35 days'),
  (29, 'Send ROI estimate to Oliver Bennett', 'Hours saved, conversion gained, forecast quality for the Series A.', 2, '15:00', 'snoozed', true, '20 days 04:00'),

  -- priya
  (31, 'Send fixed-price migration quote to FinBridge', 'Scope: accounts, contacts, open deals, 3 years of activity history.', 0, 'later today +1 hour', 'pending', true, '00:29'),
  (32, 'Send healthcare references to Michael Grant', 'Meridian Health System and a medical-device seller; brief them first.', -1, '11:00', 'pending', true, '1 day 03:20'),
  (33, 'Draft business case for SummitLearn COO', 'Speed-to-lead, extra enrollments and cost.', -3, '16:00', 'pending', false, '4 days 05:00'),
  (36, 'Schedule demo with Fatima Al-Sayed', 'Show WhatsApp notes turning into analysis and follow-ups.', 1, '13:00', 'pending', true, '03:00'),
  (41, 'Pilot call with Arjun (VP Sales)', '5 sellers, 30 days, three success metrics.', 1, '15:30', 'pending', false, '9 days 03:30'),
  (31, 'Return security questionnaire to FinBridge procurement', 'ISO 27001 certificate, Mumbai hosting region, DPA.', 3, '17:00', 'pending', false, '3 days 01:50'),
  (42, 'Discovery call with Benjamin Ross', null, 5, '10:00', 'pending', false, '8 days'),
  (35, 'Onboarding review with RutaExpress', 'All 40 users active; asked about the mobile app.', -18, '16:00', 'done', false, '20 days'),
  (38, 'Send SteelCraft renewal reminder', null, -2, '10:00', 'done', true, '5 days'),
  (34, 'Check in with Sakura after Salesforce rollout', 'Adoption problems usually appear after a few months.', 90, '09:00', 'snoozed', true, '50 days'),
  (40, 'Research LedgerLoop before first call', 'Series B fintech, 50 AEs.', 2, '09:00', 'snoozed', false, '06:00'),

  -- admin
  (44, 'Annual review with Meridian Health', 'Enterprise agreement; discuss the second hospital group.', 4, '10:00', 'pending', false, '7 days'),
  (45, 'Introduce Atlas Group to Marco', null, -30, '12:00', 'done', false, '35 days')
) as v (client, title, notes, due_day, due, status, ai, created)
join public.clients c on c.id = ('c0000000-0000-4000-8000-' || lpad(v.client::text, 12, '0'))::uuid
cross join lateral (
  select case
    when v.due like 'later today +%' then greatest(
      now() + interval '1 minute',
      least(now() + substr(v.due, 14)::interval,
            (date_trunc('day', now() at time zone 'UTC') + interval '1 day' - interval '1 minute') at time zone 'UTC'))
    else (date_trunc('day', now() at time zone 'UTC') + make_interval(days => v.due_day) + v.due::time) at time zone 'UTC'
  end as due_at
) d
cross join lateral (select least(now(), greatest(c.created_at + interval '1 hour', now() - v.created::interval)) as created_at) cr;

-- ---------------------------------------------------------------------------
-- AI assistant settings per rep. Each rep tunes the chat assistant; the
-- document assistants are set up for some of them only (the API serves the
-- default for a missing one).
-- ---------------------------------------------------------------------------
insert into public.ai_configurations (owner_id, ai_type, persona_name, response_style, system_instructions, created_at, updated_at)
select p.id, v.ai_type, v.persona, v.style, v.instructions, now() - v.age::interval, now() - v.age::interval
from (values
  ('sarah', 'chat', 'Sales Assistant Pro', 'professional-friendly',
   E'You are Sales Assistant Pro, an assistant for B2B sales representatives.\n'
   '- For every client conversation, identify the deal stage (Lead, Qualified, Proposal, Negotiation, Won, Lost) and say why.\n'
   '- Extract budget figures, timelines and deadlines, decision makers (champion, economic buyer, procurement) and objections.\n'
   '- Recommend one concrete next action with an owner and a date.\n'
   '- When a competitor is mentioned, compare fairly and give two differentiators; never disparage competitors.\n'
   '- Keep answers short: bullet points, at most 150 words unless asked for a draft.\n'
   '- Never invent facts about the client; ask when information is missing.', '60 days'),
  ('sarah', 'proposal', 'Proposal Architect', 'formal',
   E'Write business proposals for software subscriptions.\n'
   'Structure: executive summary, the client''s goals in their own words, proposed solution, implementation plan with dates, pricing table, terms, next steps.\n'
   'Quote prices in the client''s currency. Keep the executive summary under 120 words.', '45 days'),
  ('sarah', 'budget', 'Budget Analyst', 'professional-friendly',
   E'Prepare budgets as line items: licences (seats x price x months), onboarding, training, integrations, support.\n'
   'Show a subtotal, any discount as its own line, and the total. State assumptions below the table.', '30 days'),
  ('marco', 'chat', 'Sales Assistant Pro', 'casual',
   E'You help a sales rep who sells to manufacturers, logistics and retail companies across Europe.\n'
   'Be direct and practical. Answer in the language the rep writes in. Always finish with the next step and when to do it.\n'
   'Flag risks early: legal review, procurement, competitors (Salesforce, HubSpot, Pipedrive) and timing objections.', '50 days'),
  ('marco', 'presentation', 'Deck Builder', 'professional-friendly',
   E'Build short sales decks: 8 to 10 slides.\n'
   'Slide order: title, the client''s challenge, our approach, three key capabilities, rollout plan, customer story, investment, next steps.\n'
   'One message per slide, at most 5 bullets, no more than 12 words per bullet.', '20 days'),
  ('marco', 'proposal', 'Proposal Writer', 'formal',
   E'Write proposals for European B2B clients. Use the client''s currency and metric dates (day month year).\n'
   'Include a GDPR and data-processing section and payment terms.', '12 days'),
  ('priya', 'chat', 'Sales Assistant Pro', 'professional-friendly',
   E'You are Sales Assistant Pro. Qualify every opportunity with budget, authority, need and timeline, and point out what is still unknown.\n'
   'For healthcare clients, mention HIPAA and BAA requirements; for financial clients, data localisation and audits.\n'
   'Suggest one follow-up with a due date after every answer.', '40 days'),
  ('priya', 'budget', 'Budget Planner', 'formal',
   E'Produce three options (Starter, Growth, Enterprise) with line items and totals per year.\n'
   'Highlight the recommended option and explain why in two sentences.', '25 days'),
  ('priya', 'presentation', 'Pitch Deck Coach', 'casual',
   E'Turn the conversation into a 6-slide pitch: problem, impact, solution, proof, plan, price.\n'
   'Use the client''s numbers wherever the conversation gives them.', '15 days')
) as v (owner, ai_type, persona, style, instructions, age)
join public.profiles p on p.username = v.owner;

-- Few-shot training examples for some of those assistants.
insert into public.training_examples (configuration_id, title, input, expected_output, created_at)
select c.id, v.title, v.input, v.expected, now() - v.age::interval
from (values
  ('sarah', 'chat', 'Handling a price objection',
   'The client says we are 20% more expensive than HubSpot. What do I answer?',
   E'- Ask what the HubSpot quote includes (tier, onboarding, support).\n- Compare total cost over the contract, not seat price.\n- Use their own pilot data to show value.\n- If needed, trade a discount for a longer term or prepayment, never for nothing.\nNext step: send a one-page cost comparison within two days.', '58 days'),
  ('sarah', 'chat', 'Summarising a discovery call',
   'Call with a 40-rep SaaS company: budget around $60k, VP Sales decides, Salesforce renews in 45 days.',
   E'Stage: Qualified.\n- Budget: about $60k.\n- Decision maker: VP Sales.\n- Deadline: Salesforce auto-renewal in 45 days.\nNext step: technical validation this week, proposal next week.', '57 days'),
  ('sarah', 'proposal', 'Phased rollout proposal',
   'Client has $50k for year one but needs 60 seats at $80 per seat per month.',
   E'Propose 40 seats from month 1 and 20 more from month 4: 40 x 80 x 12 + 20 x 80 x 9 = $52,800. Present it as a rollout plan that matches their adoption, not as a discount.', '44 days'),
  ('marco', 'chat', 'Qualifying an inbound lead',
   'New inbound lead from a logistics company, no budget mentioned.',
   E'Ask about: team size and tools today, what triggered the search now, who decides, and when they want to start. Leave budget until the end of the first call.', '48 days'),
  ('marco', 'presentation', 'Customer story slide',
   'Write the customer story slide for a manufacturing prospect.',
   E'Becker Autoteile: 35 users live in 4 weeks.\n- Quotes followed up within 24 hours, up from 3 days\n- One pipeline for 3 sales regions\n- Referred two other manufacturers', '18 days'),
  ('priya', 'chat', 'Healthcare compliance question',
   'A hospital-sales client asks whether we are HIPAA compliant.',
   E'Yes: we sign a Business Associate Agreement (BAA), data is encrypted at rest and in transit, and access is logged. Note that the CRM holds commercial contacts, not patient records.', '38 days'),
  ('priya', 'budget', 'Three-option budget',
   'Budget for 35 users, with onboarding and a BAA.',
   E'Starter: 35 x $120 x 12 = $50,400 + onboarding $4,000 = $54,400.\nGrowth (recommended): 35 x $170 x 12 = $71,400 + onboarding $6,600 = $78,000.\nEnterprise: 35 x $240 x 12 = $100,800 + onboarding $9,200 = $110,000.', '24 days')
) as v (owner, ai_type, title, input, expected, age)
join public.profiles p on p.username = v.owner
join public.ai_configurations c on c.owner_id = p.id and c.ai_type = v.ai_type;

-- ---------------------------------------------------------------------------
-- Pipeline: the workspace counts in USD; EUR and GBP have rates (EUR twice, the
-- later one applies), INR has none, so Tealwave AI's rupee deal is shown apart.
-- Open deals get the rep's expected close date, a few analyses a timeline
-- date, and closed deals the reason they were won or lost. Triggers are off for
-- these updates so updated_at (how recently each client was worked on) stays.
-- ---------------------------------------------------------------------------
insert into public.exchange_rates (currency, rate, valid_on) values
  ('EUR', 1.0750, current_date - 30),
  ('EUR', 1.0850, current_date - 2),
  ('GBP', 1.2650, current_date - 2);

set local session_replication_role = replica;

update public.clients c
   set currency = 'INR', deal_value = 3750000
 where c.id = 'c0000000-0000-4000-8000-000000000041';

update public.clients c
   set expected_close_date = (date_trunc('month', now()) + v.months * interval '1 month' + v.day * interval '1 day')::date
  from (values (1, 0, 20), (2, 2, 14), (3, 1, 27), (9, 0, 27), (11, 3, 5), (13, 1, 10), (17, 1, 14), (19, 2, 0),
               (24, 2, 25), (30, 1, 3), (31, 2, 8), (32, 1, 18), (41, 3, 12)) as v (n, months, day)
 where c.id = ('c0000000-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid;

update public.client_analyses a
   set timeline_date = (date_trunc('month', now()) + v.months * interval '1 month' + v.day * interval '1 day')::date
  from (values (18, 4, 1), (29, 2, 20), (33, 3, 15)) as v (n, months, day)
 where a.client_id = ('c0000000-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid
   and a.created_at = (select max(l.created_at) from public.client_analyses l where l.client_id = a.client_id);

update public.clients c
   set close_reason_id = r.id, close_reason_note = v.note
  from (values
    (4, 'Best fit for their needs', null), (5, 'Relationship and trust', 'Renewal in spring'),
    (6, 'Price and terms', null), (12, 'Best fit for their needs', 'Enterprise plan for two teams'),
    (16, 'Fast implementation', null), (21, 'Fast implementation', 'Live in 4 weeks'),
    (23, 'Price and terms', null), (26, 'Relationship and trust', null), (35, 'Best fit for their needs', null),
    (38, 'Relationship and trust', null), (44, 'Best fit for their needs', null),
    (10, 'Chose a competitor', 'HubSpot Starter on price'), (15, 'No budget', 'Budget moved to a student information system'),
    (22, 'No decision or bad timing', 'Staying on spreadsheets this year'), (25, 'Chose a competitor', 'In-house tool'),
    (28, 'Price too high', 'Pipedrive at half our price'), (34, 'Chose a competitor', 'Headquarters mandated Salesforce'),
    (37, 'No decision or bad timing', 'Practice acquired'), (39, 'No decision or bad timing', 'Funding round postponed')
  ) as v (n, label, note)
  join public.deal_reasons r on r.label = v.label
 where c.id = ('c0000000-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid;

set local session_replication_role = origin;

-- The updates above skipped the triggers that keep the per-owner client counters
-- (20261128000100_admin_counters.sql): count the clients again.
select private.recount_clients();
