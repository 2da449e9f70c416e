-- Which model made an analysis, and, when the model's answer could not be used and the
-- offline analyser's stands in for it, the note that says so.
alter table public.client_analyses
  add column model text,
  add column fallback text,
  add constraint client_analyses_model_length check (char_length(model) <= 200),
  add constraint client_analyses_fallback_length check (char_length(fallback) <= 1000);

comment on column public.client_analyses.model is 'The model that answered; null for the offline analyser.';
comment on column public.client_analyses.fallback is 'Why the model''s answer was replaced by the offline analysis; null when it was not.';
