-- Up Migration
-- A journal entry's description as a key of locales/<language>/ledger.json and its values, beside its English
-- text: the web shows the transaction history in the player's language. Entries written before keep their
-- text only (null key), which is what they show in every language.
alter table journal_entries add column description_key text, add column description_params jsonb;

-- Fills {{name}} placeholders from a json object's values: the batched statements that learn a value
-- themselves (the round a crash bet joins, the part of a bank deposit held) finish the English text with it.
create function ledger_text(template text, params jsonb) returns text
language plpgsql immutable as $$
declare
  filled text := template;
  param record;
begin
  for param in select key, value from jsonb_each_text(params) loop
    filled := replace(filled, '{{' || param.key || '}}', param.value);
  end loop;
  return filled;
end $$;

-- Down Migration
drop function ledger_text(text, jsonb);
alter table journal_entries drop column description_key, drop column description_params;
