import type { Activity } from '@qube/shared';
import { activityChips, appendPage, typeGroupOf, TYPE_GROUPS } from './activityGroups';
import { transactionQuery } from './activityApi';

describe('activity groups and paging', () => {
  it('MM-20 groups types into money in, money out, internal and other', () => {
    expect(TYPE_GROUPS.money_in).toEqual(['ach_deposit', 'card_deposit', 'received_from_person', 'refund', 'correction']);
    expect(TYPE_GROUPS.money_out).toEqual(['purchase', 'ach_transfer', 'ach_out_of_cloud', 'send_to_person']);
    expect(typeGroupOf('qube_transfer')).toBe('internal');
    expect(typeGroupOf('dispute')).toBe('other');
  });

  it("MM-21 shows 'Pre-Auth', 'Processing' and 'Pending' chips", () => {
    expect(activityChips({ source_type: 'preapproved_payment', is_processing: true, result: 'pending' })).toEqual(['Pre-Auth', 'Processing', 'Pending']);
    expect(activityChips({ source_type: null, is_processing: false, result: 'success' })).toEqual([]);
  });

  it('MM-16 asks for 20 a page with filter_date_range=all, and the next page from the rows shown', () => {
    expect(transactionQuery(1, {})).toEqual({ account_id: 1, limit: 20, offset: 0, filter_date_range: 'all' });
    expect(transactionQuery(1, { qube: 'cloud', typeGroup: 'money_in', from: '2026-11-01', to: '2026-11-30' }, 20)).toEqual({
      account_id: 1,
      limit: 20,
      offset: 20,
      filter_date_range: 'custom',
      filter_date_range_from: '2026-11-01',
      filter_date_range_to: '2026-11-30',
      filter_qube: 'cloud',
      filter_type_group: 'money_in',
    });
  });

  it('MM-16 a next page never lists a row twice', () => {
    const row = (id: number) => ({ id }) as Activity;
    expect(appendPage([row(1), row(2)], [row(2), row(3)]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
