-- Up Migration
-- The reconciliation (src/back-office/reports/reconciliation.ts) finds the day the bank notified a
-- deposit by the provider's reference, for deposits the day's report does not name (a parked transfer
-- credited days later): a lookup by reference, which the unique (provider, event_key) cannot serve.
create index payment_events_reference on payment_events (provider, reference);

-- Down Migration
drop index payment_events_reference;
