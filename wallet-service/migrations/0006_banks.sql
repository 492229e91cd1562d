-- Up Migration
-- Nigerian banks that withdrawals can go to: reference data, so it lives in a migration.
-- `code` is the CBN bank code (the code bank APIs such as Paystack take as `bank_code`);
-- `nibss_code` is the NIBSS institution code used by NIP transfers. Mobile-money operators and
-- microfinance banks that players commonly use carry the code Paystack lists for them.
create table banks (
  code text primary key check (code ~ '^[0-9]{3,6}$'),
  name text not null unique,
  nibss_code text unique check (nibss_code ~ '^[0-9]{6}$'),
  active boolean not null default true
);

insert into banks (code, name, nibss_code) values
  ('044', 'Access Bank', '000014'),
  ('023', 'Citibank Nigeria', '000009'),
  ('050', 'Ecobank Nigeria', '000010'),
  ('070', 'Fidelity Bank', '000007'),
  ('011', 'First Bank of Nigeria', '000016'),
  ('214', 'First City Monument Bank', '000003'),
  ('00103', 'Globus Bank', '000027'),
  ('058', 'Guaranty Trust Bank', '000013'),
  ('301', 'Jaiz Bank', '000006'),
  ('082', 'Keystone Bank', '000002'),
  ('50211', 'Kuda Bank', '090267'),
  ('303', 'Lotus Bank', '000029'),
  ('50515', 'Moniepoint MFB', '090405'),
  ('999992', 'OPay', '100004'),
  ('999991', 'PalmPay', '100033'),
  ('076', 'Polaris Bank', '000008'),
  ('101', 'Providus Bank', '000023'),
  ('221', 'Stanbic IBTC Bank', '000012'),
  ('068', 'Standard Chartered Bank', '000021'),
  ('232', 'Sterling Bank', '000001'),
  ('100', 'SunTrust Bank', '000022'),
  ('302', 'TAJ Bank', '000026'),
  ('102', 'Titan Trust Bank', '000025'),
  ('032', 'Union Bank of Nigeria', '000018'),
  ('033', 'United Bank For Africa', '000004'),
  ('215', 'Unity Bank', '000011'),
  ('566', 'VFD Microfinance Bank', '090110'),
  ('035', 'Wema Bank', '000017'),
  ('057', 'Zenith Bank', '000015');

-- Down Migration
drop table banks;
