import { csvCell, toCsv } from './partnerCsv';
import { commissionOf, productOfPlan } from './partnerReferrals';

describe('partner CSV and commission helpers', () => {
  it('CO-14 CO-18 cells a spreadsheet would run as formulas are prefixed with a quote; quotes and commas are escaped', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(text).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
    expect(csvCell('Plain Name')).toBe('Plain Name');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(toCsv(['a', 'b'] as const, [{ a: '1', b: '=2' }])).toBe("a,b\r\n1,'=2\r\n");
  });

  it('CO-13 commission is the program rate of what the customer paid, rounded down to the cent; Lite is the basic product', () => {
    expect(commissionOf(499n, '20.00')).toBe(99n);
    expect(commissionOf(9999n, '20.00')).toBe(1999n);
    expect(commissionOf(0n, '20.00')).toBe(0n);
    expect(productOfPlan('lite')).toBe('basic');
    expect(productOfPlan('family')).toBe('family');
    expect(productOfPlan(null)).toBe('basic');
  });
});
