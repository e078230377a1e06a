import { readConfig } from './config';

const secrets = {
  DATABASE_URL: 'postgres://qube:qube@127.0.0.1:5432/qube',
  QUBE_WEB_ORIGINS: 'https://app.qube.example',
  QUBE_SIGNING_SECRET: 's'.repeat(32),
  QUBE_COURSES_SECRET: 'c'.repeat(32),
};

describe('API configuration', () => {
  it('is production unless development or test is asked for', () => {
    expect(readConfig(secrets, '/api').qubeEnv).toBe('production');
    expect(readConfig({ QUBE_ENV: 'development' }, '/api').qubeEnv).toBe('development');
    expect(readConfig({ QUBE_ENV: 'test' }, '/api').qubeEnv).toBe('test');
  });

  it('refuses a production start without each of its secrets', () => {
    for (const name of Object.keys(secrets)) {
      expect(() => readConfig({ ...secrets, [name]: '' }, '/api')).toThrow(name);
    }
    expect(() => readConfig({}, '/api')).toThrow('A production start needs DATABASE_URL, QUBE_WEB_ORIGINS, QUBE_SIGNING_SECRET, QUBE_COURSES_SECRET');
  });

  it('refuses short secrets and a database that is not PostgreSQL in production', () => {
    expect(() => readConfig({ ...secrets, QUBE_SIGNING_SECRET: 'short' }, '/api')).toThrow('QUBE_SIGNING_SECRET must be at least 32 characters.');
    expect(() => readConfig({ ...secrets, DATABASE_URL: '/data/pglite' }, '/api')).toThrow('DATABASE_URL must be a postgres:// URL');
  });

  it('reads a replica URL for lag-tolerant reads only beside a PostgreSQL primary (issue 24 §4)', () => {
    expect(readConfig(secrets, '/api').replicaUrl).toBeUndefined();
    expect(readConfig({ ...secrets, QUBE_REPLICA_DATABASE_URL: 'postgres://qube:qube@127.0.0.1:5433/qube' }, '/api').replicaUrl).toBe('postgres://qube:qube@127.0.0.1:5433/qube');
    expect(() => readConfig({ QUBE_ENV: 'development', QUBE_REPLICA_DATABASE_URL: 'postgres://r/qube' }, '/api')).toThrow('QUBE_REPLICA_DATABASE_URL needs DATABASE_URL on PostgreSQL');
    expect(() => readConfig({ ...secrets, QUBE_REPLICA_DATABASE_URL: 'mysql://r/qube' }, '/api')).toThrow('QUBE_REPLICA_DATABASE_URL must be a postgres:// URL.');
  });

  it('works the job queue unless QUBE_JOBS=off says this instance serves requests only (issue 24 §3)', () => {
    expect(readConfig(secrets, '/api').worksJobs).toBe(true);
    expect(readConfig({ ...secrets, QUBE_JOBS: 'off' }, '/api').worksJobs).toBe(false);
    expect(() => readConfig({ ...secrets, QUBE_JOBS: 'no' }, '/api')).toThrow('QUBE_JOBS must be on or off (got no).');
  });

  it('opens 10 PostgreSQL connections per instance unless QUBE_DB_POOL_MAX says otherwise (ADR 0099)', () => {
    expect(readConfig(secrets, '/api').poolMax).toBe(10);
    expect(readConfig({ ...secrets, QUBE_DB_POOL_MAX: '4' }, '/api').poolMax).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many']) expect(() => readConfig({ ...secrets, QUBE_DB_POOL_MAX: bad }, '/api')).toThrow(`QUBE_DB_POOL_MAX must be a whole number from 1 to 100 (got ${bad}).`);
  });

  it('refuses an unknown mode', () => {
    expect(() => readConfig({ QUBE_ENV: 'staging' }, '/api')).toThrow('QUBE_ENV must be development, test or production (got staging)');
  });

  it('chooses no provider in production unless one is named, and every sandbox in development (issue 22 §1)', () => {
    expect(readConfig(secrets, '/api').providers).toEqual({
      bankLink: null, cardPayments: null, cardIssuer: null, cardNetwork: null, identity: null, documents: null, address: null, mail: null, texts: null, directDeposit: null,
    });
    expect(readConfig({ QUBE_ENV: 'development' }, '/api').providers).toEqual({
      bankLink: 'sandbox', cardPayments: 'sandbox', cardIssuer: 'sandbox', cardNetwork: 'sandbox', identity: 'sandbox', documents: 'sandbox', address: 'sandbox', mail: 'outbox', texts: 'outbox', directDeposit: 'sandbox',
    });
    expect(readConfig({ ...secrets, QUBE_BANK_LINK_PROVIDER: 'sandbox' }, '/api').providers.bankLink).toBe('sandbox');
    expect(readConfig({ QUBE_ENV: 'test', QUBE_BANK_LINK_PROVIDER: 'none' }, '/api').providers.bankLink).toBeNull();
    expect(readConfig({ ...secrets, QUBE_SMTP_URL: 'smtp://mail.example:587' }, '/api').providers.mail).toBe('smtp');
  });

  it('refuses an unknown provider, a renamed variable, and smtp without its server', () => {
    expect(() => readConfig({ ...secrets, QUBE_BANK_LINK_PROVIDER: 'plaid' }, '/api')).toThrow("Unknown bank link provider 'plaid' (QUBE_BANK_LINK_PROVIDER: sandbox, none)");
    expect(() => readConfig({ ...secrets, QUBE_CARD_PAYMENT_PROVIDER: 'sandbox' }, '/api')).toThrow('QUBE_CARD_PAYMENT_PROVIDER is now QUBE_CARD_PAYMENTS_PROVIDER');
    expect(() => readConfig({ ...secrets, QUBE_MAIL_PROVIDER: 'smtp' }, '/api')).toThrow('QUBE_MAIL_PROVIDER=smtp needs QUBE_SMTP_URL');
  });

  it('refuses a production card issuer without its key (QUBE_CARD_ISSUER_KEY), or with a short one; development has a default', () => {
    expect(() => readConfig({ ...secrets, QUBE_CARD_ISSUER_PROVIDER: 'sandbox' }, '/api')).toThrow('A card issuer needs QUBE_CARD_ISSUER_KEY in production');
    expect(() => readConfig({ ...secrets, QUBE_CARD_ISSUER_PROVIDER: 'sandbox', QUBE_CARD_ISSUER_KEY: 'short' }, '/api')).toThrow('QUBE_CARD_ISSUER_KEY must be at least 32 characters.');
    expect(readConfig({ ...secrets, QUBE_CARD_ISSUER_PROVIDER: 'sandbox', QUBE_CARD_ISSUER_KEY: 'k'.repeat(32) }, '/api').providers.cardIssuer).toBe('sandbox');
    expect(readConfig({ QUBE_ENV: 'development' }, '/api').providers.cardIssuer).toBe('sandbox');
  });
});
