import { createMonitor, isSampled, toReport } from './monitor';

describe('error monitor', () => {
  it('SH-72 reports errors with the release and page, every one at sample rate 100', () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const monitor = createMonitor({ provider: 'local', sampleRate: 100 }, send);
    monitor.captureError(new Error('boom'), { area: 'planning' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom', release: '4.0.41-alpha', level: 'error', extra: { area: 'planning' } }));
    expect(isSampled(100, () => 0.9999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
  });

  it('SH-72 can be switched off by configuration', () => {
    const send = jest.fn();
    createMonitor({ provider: 'off', sampleRate: 100 }, send).captureError(new Error('x'));
    expect(send).not.toHaveBeenCalled();
  });

  it('turns anything thrown into a report', () => {
    expect(toReport('plain text').message).toBe('plain text');
  });
});
