-- POST /api/auth/dev-login counts the demo accounts each client address makes
-- in the same table as the sign-in back-off ('demo-login:<ip>' keys).
alter table private.sign_in_throttles
  drop constraint sign_in_throttles_key_valid,
  add constraint sign_in_throttles_key_valid check (key ~ '^(account|address|demo-login):' and length(key) <= 80);
