import dayjs from 'dayjs';
import { API_VERSION, CLIENT_VERSION, COMPANY, QUBE_LIST_LIMIT, SESSION_TIMING } from './constants';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT, formatDate, toDateValue } from './dates';
import { FEATURE_FLAG_NAMES, readFeatureFlags } from './featureFlags';
import { isAffiliate, isAnonymous, isCoach, isLimited, isPlus, isRewardsAffiliate } from './roles';

describe('dates', () => {
  it("SD-26 displays dates as 'MMM D, YYYY'", () => {
    expect(DATE_DISPLAY_FORMAT).toBe('MMM D, YYYY');
    expect(formatDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDate(new Date(2025, 0, 9, 23, 59))).toBe('Jan 9, 2025');
  });

  it('SD-26 date values are YYYY-MM-DD', () => {
    expect(DATE_VALUE_FORMAT).toBe('YYYY-MM-DD');
    expect(toDateValue(new Date(2025, 1, 3, 8, 30))).toBe('2025-02-03');
    expect(toDateValue('2025-11-20')).toBe('2025-11-20');
  });

  it('SD-26 reads and prints every kind of date as dayjs did (local dates, times, UTC and offsets, invalid)', () => {
    const values: Array<string | Date> = [
      '2025-03-05', '2025-3-5', '2025/03/05', '20250305', '2025-03', '2025', '2024-02-29T23:59:59', '2025-03-05 07:08:09.123456',
      '2025-03-05T10:00:00Z', '2025-03-05T23:30:00.000z', '2025-03-05T10:00:00+05:00', '2025-12-31T23:59:59.999-08:00',
      'March 5, 2025', 'not a date', '', '2025-13-45', new Date(2025, 0, 9, 23, 59), new Date(NaN), new Date(0),
    ];
    for (const value of values) {
      expect([value, formatDate(value)]).toEqual([value, dayjs(value).format(DATE_DISPLAY_FORMAT)]);
      expect([value, toDateValue(value)]).toEqual([value, dayjs(value).format(DATE_VALUE_FORMAT)]);
    }
  });
});

describe('constants', () => {
  it('SD-46 company ids are 1 main and 2 other', () => {
    expect(COMPANY).toEqual({ main: 1, other: 2 });
  });

  it('SD-50 session timing constants', () => {
    expect(SESSION_TIMING).toEqual({
      lifetimeSeconds: 900,
      trustedLifetimeSeconds: 86400,
      absoluteLimitMinutes: 1440,
      reminderThresholdSeconds: 300,
      tickMs: 1000,
      skipAuthRedirectResetMs: 300000,
      logoutNavigationDelayMs: 100,
    });
  });

  it("SD-53 client version label is '4.0.41-alpha'", () => {
    expect(CLIENT_VERSION).toBe('4.0.41-alpha');
  });

  it('SD-01 API version is 15', () => {
    expect(API_VERSION).toBe('15');
  });

  it('SD-51 qube list fetch limit is 9999', () => {
    expect(QUBE_LIST_LIMIT).toBe(9999);
  });
});

describe('roles', () => {
  it('SD-56 isAnonymous and isLimited read user_type', () => {
    expect(isAnonymous({ user_type: 'anonymous_user' })).toBe(true);
    expect(isAnonymous({ user_type: 'limited_user' })).toBe(false);
    expect(isAnonymous(null)).toBe(false);
    expect(isLimited({ user_type: 'limited_user' })).toBe(true);
    expect(isLimited({ user_type: 'regular_user' })).toBe(false);
    expect(isLimited(undefined)).toBe(false);
  });

  it('SD-56 isCoach, isAffiliate and isRewardsAffiliate read their flags', () => {
    expect(isCoach({ is_coach: true })).toBe(true);
    expect(isCoach({ is_coach: false })).toBe(false);
    expect(isAffiliate({ is_affiliate: true })).toBe(true);
    expect(isAffiliate({ is_affiliate: false })).toBe(false);
    expect(isRewardsAffiliate({ is_rewards_affiliate: true })).toBe(true);
    expect(isRewardsAffiliate({ is_rewards_affiliate: false })).toBe(false);
    expect(isCoach(null)).toBe(false);
    expect(isAffiliate(null)).toBe(false);
    expect(isRewardsAffiliate(null)).toBe(false);
  });

  it('SD-56 isPlus reads is_aggregate', () => {
    expect(isPlus({ is_aggregate: true })).toBe(true);
    expect(isPlus({ is_aggregate: false })).toBe(false);
    expect(isPlus(null)).toBe(false);
  });
});

describe('feature flags', () => {
  it('SD-40 lists every flag of the spec', () => {
    expect([...FEATURE_FLAG_NAMES].sort()).toEqual(
      [
        'web_spend_qubes',
        'web_bill_qubes',
        'web_goal_qubes',
        'planning_screen',
        'web_qube_masters',
        'auto_allocation',
        'web_move_money_internal',
        'web_move_money_ach_in',
        'web_move_money_card_deposit',
        'web_move_money_ach_out',
        'web_move_money_p2p',
        'card_fund',
        'monthly_reports',
        'web_open_qube_top_banner',
        'web_partner_revenue',
      ].sort(),
    );
  });

  it('SH-17 every flag defaults to false', () => {
    const flags = readFeatureFlags(true, {});
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(Object.values(flags).every((v) => v === false)).toBe(true);
    expect(Object.values(readFeatureFlags(true, undefined)).every((v) => v === false)).toBe(true);
  });

  it('SH-17 flags set by the server are read when logged in', () => {
    const flags = readFeatureFlags(true, { planning_screen: true, monthly_reports: false });
    expect(flags.planning_screen).toBe(true);
    expect(flags.monthly_reports).toBe(false);
    expect(flags.web_spend_qubes).toBe(false);
  });

  it('SH-17 flags are not read while logged out', () => {
    const flags = readFeatureFlags(false, { planning_screen: true, web_spend_qubes: true });
    expect(Object.values(flags).every((v) => v === false)).toBe(true);
  });

  it('SH-17 only a real true turns a flag on', () => {
    const flags = readFeatureFlags(true, { planning_screen: 'true', web_spend_qubes: 1, unknown_flag: true });
    expect(flags.planning_screen).toBe(false);
    expect(flags.web_spend_qubes).toBe(false);
    expect(flags).not.toHaveProperty('unknown_flag');
  });
});
