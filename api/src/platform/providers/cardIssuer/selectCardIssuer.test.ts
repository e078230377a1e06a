import { sandboxCardIssuer, sandboxCvv } from './sandboxCardIssuer';
import { selectCardIssuer } from './selectCardIssuer';

const card = { id: 42, providerCardId: null, createdAt: new Date('2026-01-15T00:00:00Z') };

describe('the card issuer (issue 22 §1)', () => {
  it('keys the sandbox CVV with QUBE_CARD_ISSUER_KEY, so a card id alone does not give it', async () => {
    const keyA = 'a'.repeat(32);
    const keyB = 'b'.repeat(32);
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(ids.some((id) => sandboxCvv(keyA, id) !== sandboxCvv(keyB, id))).toBe(true);
    const issuer = selectCardIssuer('production', { QUBE_CARD_ISSUER_PROVIDER: 'sandbox', QUBE_CARD_ISSUER_KEY: keyA });
    expect((await issuer?.reveal(card))?.cvv).toBe(sandboxCvv(keyA, 42));
    expect((await sandboxCardIssuer(keyB).reveal(card)).cvv).toBe(sandboxCvv(keyB, 42));
  });

  it('is none in production unless named, refuses to start without its key there, and is the sandbox in development', () => {
    expect(selectCardIssuer('production', {})).toBeNull();
    expect(() => selectCardIssuer('production', { QUBE_CARD_ISSUER_PROVIDER: 'sandbox' })).toThrow('A card issuer needs QUBE_CARD_ISSUER_KEY in production');
    expect(selectCardIssuer('development', {})?.name).toBe('sandbox');
  });
});
