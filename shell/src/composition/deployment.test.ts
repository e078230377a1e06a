import { DEFAULT_DEPLOYMENT, loadDeployment, parseDeployment } from './deployment';

describe('deployment manifest', () => {
  it('reads remote manifest URLs at run time and ignores unknown remotes', () => {
    const deployment = parseDeployment({ remotes: { planning: 'http://x/mf-manifest.json', evil: 'http://y' }, remoteLoadTimeoutMs: 1000 });
    expect(deployment.remotes).toEqual({ planning: 'http://x/mf-manifest.json' });
    expect(deployment.remoteLoadTimeoutMs).toBe(1000);
  });

  it('caps the remote load timeout at 10 s', () => {
    expect(parseDeployment({ remoteLoadTimeoutMs: 60000 }).remoteLoadTimeoutMs).toBe(10000);
  });

  it('a failing manifest does not blank the site: it falls back to no remotes', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadDeployment(failing)).resolves.toEqual({ deployment: DEFAULT_DEPLOYMENT, failed: true });
    const broken = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve('not an object') }) as unknown as typeof fetch;
    expect((await loadDeployment(broken)).deployment.remotes).toEqual({});
  });
});
