// The entry's first statement strips a sign-in link's code (SH-19) before the bootstrap module, which
// installs the error monitor (its reports carry the page URL), is even loaded.
const seenByBootstrap: string[] = [];
jest.mock('./bootstrap', () => {
  seenByBootstrap.push(location.href);
  return {};
});
jest.mock('react-dom/client', () => ({}));
jest.mock('@qube/shared', () => ({}));

describe('shell entry', () => {
  it('SH-19 the token leaves the URL before the bootstrap (and so the monitor) runs', async () => {
    history.replaceState(null, '', '/dashboard?token=0123abcd&x=1');
    let loginCode: string | null = null;
    await jest.isolateModulesAsync(async () => {
      await import('./index');
      // Synchronously, before any task of the entry's start-up chain has run.
      expect(location.href).toBe('http://localhost/dashboard?x=1');
      expect(seenByBootstrap).toEqual([]);
      loginCode = (await import('./session/loginCodeInUrl')).takePendingLoginCode();
    });
    expect(loginCode).toBe('0123abcd');
    // The bootstrap is imported by the entry's start-up chain: on a loaded machine that takes more than a few ms.
    for (let waited = 0; seenByBootstrap.length === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seenByBootstrap).toEqual(['http://localhost/dashboard?x=1']);
  });
});
