import { pageViewEvent } from './metrics';

const base = { pathname: '/dashboard', search: '?affiliate_id=9&ad_id=ad-1&ad_platform=meta', companyId: 1 as const, deviceId: 'dev-1', now: new Date('2026-11-22T15:00:00Z'), landing: 'http://localhost:8080/?ad_id=ad-1' };

describe('metrics events', () => {
  it('SH-71 sends a page view with every Metrics event field', () => {
    expect(pageViewEvent({ ...base, consent: { necessary: true, analytics: true, ads: true } })).toEqual({
      source: 'web',
      context: 'page',
      subcontext: '/dashboard',
      action: 'page_view',
      company: 1,
      affiliate: '9',
      ad_id: 'ad-1',
      ad_platform: 'meta',
      ad_landing: 'http://localhost:8080/?ad_id=ad-1',
      data: {},
      device: { os: 'web', unique_id: 'dev-1' },
      action_time: '2026-11-22T15:00:00.000Z',
    });
  });

  it('SH-69 leaves out ad attribution without ads consent', () => {
    const event = pageViewEvent({ ...base, consent: { necessary: true, analytics: true, ads: false } });
    expect(event).toMatchObject({ ad_id: null, ad_platform: null, ad_landing: null });
  });
});
