import { publicIp } from './publicIp';

describe('publicIp', () => {
  it('ON-33 tries the services in order: a failing or odd one falls through, the first valid IPv4 wins', async () => {
    const calls: string[] = [];
    const ip = await publicIp([
      async () => { calls.push('ours'); throw new Error('down'); },
      async () => { calls.push('second'); return 'not an address'; },
      async () => { calls.push('third'); return ' 203.0.113.9 '; },
      async () => { calls.push('fourth'); return '198.51.100.1'; },
    ]);
    expect(ip).toBe('203.0.113.9');
    expect(calls).toEqual(['ours', 'second', 'third']);
  });

  it('ON-33 answers an empty string when no service gives an IPv4', async () => {
    expect(await publicIp([async () => '2001:db8::1', async () => '999.1.1.1'])).toBe('');
  });
});
