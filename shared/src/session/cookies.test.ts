/**
 * @jest-environment-options {"url": "https://app.qube.example/dashboard"}
 */
import { clearAllCookies, cookieAttributes, cookieDomainFor, deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => clearAllCookies());

describe('cookies', () => {
  it('SH-35 writes on the parent domain of app.qube.example', () => {
    expect(cookieDomainFor('app.qube.example')).toBe('.qube.example');
    expect(cookieDomainFor('a.b.qube.example')).toBe('.qube.example');
  });

  it.each(['localhost', '127.0.0.2', '::1'])('SH-35 sets no Domain on %s', (host) => {
    expect(cookieDomainFor(host)).toBeNull();
    expect(cookieAttributes(host)).not.toMatch(/domain=/i);
  });

  it('SH-35 attributes are path=/, SameSite=Lax, Secure and the parent Domain', () => {
    const parts = cookieAttributes('app.qube.example', 900).split('; ');
    expect(parts).toEqual(expect.arrayContaining(['path=/', 'SameSite=Lax', 'Secure', 'domain=.qube.example', 'max-age=900']));
    expect(cookieAttributes('localhost').split('; ')).toEqual(['path=/', 'SameSite=Lax', 'Secure']);
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
