import { takeLoginCodeFromUrl, takePendingLoginCode } from './loginCodeInUrl';

describe('the code of a sign-in link in the address bar (SH-19)', () => {
  afterEach(() => {
    takePendingLoginCode();
    history.replaceState(null, '', '/');
  });

  it('SH-19 takes ?token= out of the URL, keeping the rest, and holds the code once', () => {
    history.replaceState({ kept: 1 }, '', '/dashboard?move_money=1&token=abc123&x=2#top');
    takeLoginCodeFromUrl();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/dashboard?move_money=1&x=2#top');
    expect(history.state).toEqual({ kept: 1 });
    expect(takePendingLoginCode()).toBe('abc123');
    expect(takePendingLoginCode()).toBeNull();
  });

  it('SH-19 an empty ?token= leaves the URL and signs nothing in', () => {
    history.replaceState(null, '', '/statements?token=');
    takeLoginCodeFromUrl();
    expect(location.href).toBe('http://localhost/statements');
    expect(takePendingLoginCode()).toBeNull();
  });

  it("SH-38 /new-password keeps its own ?token= (the password-reset token), which is not a sign-in code", () => {
    history.replaceState(null, '', '/new-password?token=reset-token');
    takeLoginCodeFromUrl();
    expect(location.search).toBe('?token=reset-token');
    expect(takePendingLoginCode()).toBeNull();
  });

  it('SH-39 /unsubscribe-from-emails keeps its own ?token= (the signed unsubscribe token)', () => {
    history.replaceState(null, '', '/unsubscribe-from-emails?token=12.abc');
    takeLoginCodeFromUrl();
    expect(location.search).toBe('?token=12.abc');
    expect(takePendingLoginCode()).toBeNull();
  });

  it('without ?token= nothing changes', () => {
    history.replaceState(null, '', '/planning?create=1');
    takeLoginCodeFromUrl();
    expect(location.search).toBe('?create=1');
    expect(takePendingLoginCode()).toBeNull();
  });
});
