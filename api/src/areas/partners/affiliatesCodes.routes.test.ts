import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Code = { id: number; code: string; is_active: boolean; share_link: string; sign_ups: number; created_at: string };
const unique = () => `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

describe('partner codes and personalization API', () => {
  it('CO-16 lists the partner codes with their share links and sign-ups', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const res = await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token, headers: { origin: 'http://localhost:8080' } });
    expect(res.statusCode).toBe(200);
    const codes: Code[] = res.json().results;
    expect(codes).toHaveLength(3);
    expect(codes[0]?.code).toMatch(/^CORACOACH-[0-9A-F]{4}$/);
    expect(codes[0]?.share_link).toBe(`http://localhost:8080/register/begin?affiliate_id=${codes[0]?.code}`);
    expect(codes.reduce((s, c) => s + c.sign_ups, 0)).toBe(26 + 44);
  });

  it('CO-16 creates codes on both paths, upper case, validated, unique site-wide in any case', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    const code = unique();
    const made = await api.call('POST', '/api/affiliates/dashboard/codes', { token: coach.token, body: { code: `  ${code.toLowerCase()} ` } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual(expect.objectContaining({ code, is_active: true, sign_ups: 0 }));
    const tune = await api.call('POST', '/api/tune/affiliate-codes/', { token: coach.token, body: { code: `${code}-2`, is_active: false } });
    expect(tune.statusCode).toBe(201);
    const clash = await api.call('POST', '/api/tune/affiliate-codes/', { token: affiliate.token, body: { code: code.toLowerCase() } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual(expect.objectContaining({ fallback_message: 'This code is already taken.', fields: { code: 'This code is already taken.' } }));
    for (const bad of ['abc', 'has space', '-start', 'x'.repeat(21), '=cmd()', 'émoji', '']) {
      const res = await api.call('POST', '/api/affiliates/dashboard/codes', { token: coach.token, body: { code: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fallback_message).toBe('Use 4 to 20 letters, digits, - or _, starting with a letter or digit.');
    }
  });

  it('CO-16 edits only the partner’s own codes; another partner’s id is not found', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    const codes: Code[] = (await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token })).json().results;
    const first = codes[0];
    if (!first) throw new Error('no code');
    const renamed = unique();
    const res = await api.call('PATCH', '/api/tune/affiliate-codes/', { token: coach.token, body: { id: first.id, code: renamed, is_active: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.objectContaining({ id: first.id, code: renamed, is_active: false, sign_ups: first.sign_ups }));
    const theirs = await api.call('PATCH', '/api/tune/affiliate-codes/', { token: affiliate.token, body: { id: first.id, is_active: true } });
    expect(theirs.statusCode).toBe(404);
    const after: Code[] = (await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token })).json().results;
    expect(after.find((c) => c.id === first.id)?.is_active).toBe(false);
    for (const body of [{ id: 0 }, { id: 'x' }, { id: 2147483648 }, { code: 'ABCD' }, { id: first.id, extra: 1 }]) {
      expect((await api.call('PATCH', '/api/tune/affiliate-codes/', { token: coach.token, body })).statusCode).toBe(400);
    }
  });

  it('CO-16 personalization is read and saved, validated, and shown through welcome-assets for the partner’s code', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const before = (await api.call('GET', '/api/tune/affiliates/personalization/', { token: coach.token })).json();
    expect(before).toEqual(expect.objectContaining({ affiliate_type: 'coach', message: expect.stringContaining('Cora here!'), image_url: 'https://images.example.com/cora-coach.jpg' }));
    const saved = await api.call('PATCH', '/api/tune/affiliates/personalization/', { token: coach.token, body: { message: '  Welcome, friend!  ', image_url: 'https://cdn.example.com/me.png' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(expect.objectContaining({ message: 'Welcome, friend!', image_url: 'https://cdn.example.com/me.png' }));
    for (const image_url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'ftp://x.example/a.png', 'http://']) {
      const res = await api.call('PATCH', '/api/tune/affiliates/personalization/', { token: coach.token, body: { image_url } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ image_url: 'Enter a valid URL starting with http:// or https://.' });
    }
    expect((await api.call('PATCH', '/api/tune/affiliates/personalization/', { token: coach.token, body: { message: 'x'.repeat(501) } })).statusCode).toBe(400);
    const codes: Code[] = (await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token })).json().results;
    const assets = await api.call('GET', `/api/onboarding/welcome-assets/?affiliate_id=${codes[0]?.code.toLowerCase()}`, { company: '1' });
    expect(assets.statusCode).toBe(200);
    expect(assets.json()).toEqual({ affiliate_type: 'coach', message: 'Welcome, friend!', image_url: 'https://cdn.example.com/me.png' });
    expect((await api.call('GET', `/api/onboarding/affiliate-type/?affiliate_id=${codes[0]?.code}`)).json()).toEqual({ affiliate_type: 'coach' });
    const inactive = codes.find((c) => !c.is_active);
    for (const q of ['', '?affiliate_id=', '?affiliate_id=NOPE-NOPE', `?affiliate_id=${inactive?.code}`, `?affiliate_id=${'x'.repeat(100)}`]) {
      const res = await api.call('GET', `/api/onboarding/welcome-assets/${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ affiliate_type: null, message: null, image_url: null });
    }
    const cleared = await api.call('PATCH', '/api/tune/affiliates/personalization/', { token: coach.token, body: { image_url: null, message: '' } });
    expect(cleared.json()).toEqual(expect.objectContaining({ message: '', image_url: null }));
  });

  it('CO-16 non-partners get 403 on codes and personalization', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (const [method, url, body] of [
      ['GET', '/api/affiliates/dashboard/codes/', undefined], ['POST', '/api/affiliates/dashboard/codes', { code: 'ALEXCODE' }],
      ['POST', '/api/tune/affiliate-codes/', { code: 'ALEXCODE' }], ['PATCH', '/api/tune/affiliate-codes/', { id: 1, is_active: false }],
      ['GET', '/api/tune/affiliates/personalization/', undefined], ['PATCH', '/api/tune/affiliates/personalization/', { message: 'hi' }],
    ] as const) {
      const res = await api.call(method, url, { token: alex.token, body });
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.json().fallback_message).toBe('You do not have permission to perform this action.');
    }
  });
});
