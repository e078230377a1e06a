/**
 * @jest-environment-options {"url": "https://app.qube.example/dashboard"}
 */
import { clearAllCookies, cookieAttributes, cookieDomainFor, deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => clearAllCookies());

describe('cookies', () => {
  it('SH-35 (deviation: host-only, ADR 0020) attributes are path=/, SameSite=Lax, Secure and no Domain', () => {
    expect(cookieAttributes(900).split('; ')).toEqual(['path=/', 'SameSite=Lax', 'Secure', 'max-age=900']);
    expect(cookieAttributes().split('; ')).toEqual(['path=/', 'SameSite=Lax', 'Secure']);
  });

  it('SH-35 names the parent domain an older version wrote on (none on IP hosts and localhost), to delete copies there', () => {
    expect(cookieDomainFor('app.qube.example')).toBe('.qube.example');
    expect(cookieDomainFor('a.b.qube.example')).toBe('.qube.example');
    for (const host of ['localhost', '127.0.0.2', '::1']) expect(cookieDomainFor(host)).toBeNull();
  });

  it('SH-32 deleteCookie also removes a copy an older version wrote on the parent domain', () => {
    document.cookie = 'qube_session=old; path=/; domain=.qube.example';
    expect(readCookie('qube_session')).toBe('old');
    deleteCookie('qube_session');
    expect(readCookie('qube_session')).toBeNull();
  });

  it('SH-35 a written cookie is readable, encoded and decoded', () => {
    writeCookie('qube_test', 'a b;c=d', 60);
    expect(document.cookie).toContain('qube_test=a%20b%3Bc%3Dd');
    expect(readCookie('qube_test')).toBe('a b;c=d');
  });

  it('SH-35 readCookie finds a cookie by exact name only', () => {
    expect(readCookie('token', 'xtoken=1; token=abc=def; other=2')).toBe('abc=def');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });

  it('SH-35 readCookie does not throw on a malformed encoding', () => {
    expect(() => readCookie('bad', 'bad=%E0%A4%A')).not.toThrow();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('SH-32 deleteCookie and clearAllCookies remove cookies', () => {
    writeCookie('one', '1');
    writeCookie('two', '2');
    deleteCookie('one');
    expect(readCookie('one')).toBeNull();
    expect(readCookie('two')).toBe('2');
    clearAllCookies();
    expect(document.cookie).toBe('');
  });
});
