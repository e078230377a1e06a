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

  it('refuses an unknown mode', () => {
    expect(() => readConfig({ QUBE_ENV: 'staging' }, '/api')).toThrow('QUBE_ENV must be development, test or production (got staging)');
  });
});
