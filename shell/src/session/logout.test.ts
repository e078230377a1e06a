import { logoutTarget } from './logout';

describe('logout target', () => {
  it('SH-32 goes to / after a plain logout', () => {
    expect(logoutTarget({})).toBe('/');
  });

  it('SH-33 adds the expired flag and the referrer when the session expired', () => {
    expect(logoutTarget({ expired: true, referrer: '/planning?x=1' })).toBe('/?expired=true&referrer=%2Fplanning%3Fx%3D1');
    expect(logoutTarget({ expired: true })).toBe('/?expired=true');
  });
});
