import type { Db } from '../../platform/db/client';
import {
  coachProfiles, partnerCodes, partnerConversions, partnerLeads, partnerNodeSales, partnerPayouts, partnerPersonalizations, partnerPrograms,
} from '../../platform/db/schema';
import { fromCents, toCents } from '@qube/contract/core/money';

/**
 * The demo partners' history (coach@, affiliate@, rewards@): 14 months of conversions, leads, node sales and payouts so
 * every portal page has data. Deterministic: a seeded generator per partner, dates relative to the seed's `now`.
 * The conversions add up to the affiliate profile's metrics (affiliates/metrics/ derives them from these rows).
 */

const DAY = 86_400_000;

/** mulberry32: a small deterministic generator (no Math.random in the seed). */
const generator = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jules', 'Kendall', 'Logan', 'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Reese', 'Sage', 'Taylor'];
const LAST = ['Adams', 'Brooks', 'Carter', 'Diaz', 'Ellis', 'Foster', 'Garcia', 'Hayes', 'Ibarra', 'Jensen', 'Kim', 'Lopez', 'Miller', 'Nguyen', 'Ortiz', 'Patel', 'Reyes', 'Shaw', 'Turner', 'Young'];

type Counts = { basic: number; premium: number; family: number };
export type PartnerSeedSpec = {
  codes: { code: string; isActive: boolean }[];
  /** Out of the hold: counts per product and their commission in total. */
  paid: Counts & { commission: string };
  /** Still in the hold (the last 28 days). */
  pending: Counts & { commission: string };
  payouts: { count: number; amount: string };
  leads: number;
  nodeSales?: { sold: number; pending: number };
  program: { name: string; description: string; format: string; features: string[] };
  personalization?: { message: string; imageUrl: string | null };
  coachProfile?: typeof coachProfiles.$inferInsert extends infer P ? Omit<P, 'partnerUserId'> : never;
};

export const PARTNER_SEEDS: Record<string, PartnerSeedSpec> = {
  'coach@demo.qube': {
    codes: [{ code: 'CORACOACH', isActive: true }, { code: 'CORA-VIP', isActive: true }, { code: 'CORA2024', isActive: false }],
    paid: { basic: 12, premium: 21, family: 7, commission: '1425.50' },
    pending: { basic: 0, premium: 3, family: 1, commission: '187.25' },
    payouts: { count: 11, amount: '100.00' },
    leads: 26,
    program: {
      name: 'Money Mastery Coaching', description: 'Twelve weeks to a budget that runs itself: one plan, one qube at a time.', format: 'hybrid',
      features: ['Weekly group call', 'Monthly one-on-one review', 'Budget templates', 'Email support'],
    },
    personalization: { message: 'Cora here! Join Qube with my code and get 60 days free plus my budgeting starter kit.', imageUrl: 'https://images.example.com/cora-coach.jpg' },
    coachProfile: {
      activeClients: 18, powerSession: '150.00', groupPricing: '49.00', individualPricing: '120.00',
      discoveryCalendar: 'https://calendly.com/cora-coach/discovery', powerUserWebinar: 'https://webinars.example.com/cora/power-user',
      groupCalendar: 'https://calendly.com/cora-coach/group', individualCalendar: 'https://calendly.com/cora-coach/one-on-one',
      isTakingNewClients: true, phoneNumber: '(555) 010-0000', email: 'coach@demo.qube', tuneAffiliateCode: 'CORACOACH',
    },
  },
  'affiliate@demo.qube': {
    codes: [{ code: 'ARI2026', isActive: true }, { code: 'ARI-BLOG', isActive: true }],
    paid: { basic: 40, premium: 52, family: 9, commission: '2310.00' },
    pending: { basic: 0, premium: 4, family: 2, commission: '96.40' },
    payouts: { count: 12, amount: '150.00' },
    leads: 12,
    program: { name: 'Ari Affiliate Program', description: 'Readers of my blog who start with Qube.', format: 'self_paced', features: ['Blog reviews', 'Newsletter'] },
    personalization: { message: 'Thanks for reading! Start Qube with 60 days free.', imageUrl: null },
  },
  'rewards@demo.qube': {
    codes: [{ code: 'REMYNODES', isActive: true }],
    paid: { basic: 5, premium: 3, family: 1, commission: '145.00' },
    pending: { basic: 1, premium: 1, family: 0, commission: '20.00' },
    payouts: { count: 6, amount: '20.00' },
    leads: 4,
    nodeSales: { sold: 16, pending: 3 },
    program: { name: 'Remy Node Rewards', description: 'Node sales to my community.', format: 'self_paced', features: ['Node setup help'] },
  },
};

const hashSeed = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** Splits a total (cents) over weights exactly: floor shares, the remainder on the last. */
const split = (total: bigint, weights: number[]): bigint[] => {
  if (weights.length === 0) return [];
  const scaled = weights.map((w) => BigInt(Math.round(w * 1000)));
  const sum = scaled.reduce((a, b) => a + b, 0n);
  const shares = scaled.map((w) => (total * w) / sum);
  const rest = total - shares.reduce((a, b) => a + b, 0n);
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0n) + rest;
  return shares;
};

const conversionsOf = (spec: Counts & { commission: string }, daysAgo: (i: number) => number, rand: () => number, now: Date, codes: string[]) => {
  const products = [
    ...Array<string>(spec.basic).fill('basic'), ...Array<string>(spec.premium).fill('premium'), ...Array<string>(spec.family).fill('family'),
  ];
  const paying = products.filter((p) => p !== 'basic');
  const shares = split(toCents(spec.commission), paying.map((p) => (p === 'family' ? 60 : 40) + rand() * 20));
  let k = 0;
  return products.map((product, i) => {
    const commission = product === 'basic' ? 0n : (shares[k++] ?? 0n);
    const created = new Date(now.getTime() - daysAgo(i) * DAY - Math.floor(rand() * 10) * 3_600_000);
    const first = FIRST[Math.floor(rand() * FIRST.length)] ?? 'Alex';
    const last = LAST[Math.floor(rand() * LAST.length)] ?? 'Lee';
    return {
      customerName: `${first} ${last}`, customerEmail: `${first}.${last}.${i}@example.com`.toLowerCase(), product, accountCreated: created,
      earned: fromCents(commission * 5n), commission: fromCents(commission), active: rand() < 0.85,
      collectableAt: new Date(created.getTime() + 30 * DAY), code: codes[i % codes.length] ?? '',
    };
  });
};

/** Seeds one demo partner's portal data (inside the seed's transaction for that user). */
export const seedPartner = async (db: Db, email: string, partnerUserId: number, accountId: number, now: Date): Promise<void> => {
  const spec = PARTNER_SEEDS[email];
  if (!spec) return;
  const rand = generator(hashSeed(email));
  const joinedAt = new Date(now.getTime() - 450 * DAY);
  await db.insert(partnerCodes).values(spec.codes.map((c, i) => ({ partnerUserId, code: c.code, isActive: c.isActive, createdAt: new Date(joinedAt.getTime() + i * 30 * DAY) })));
  const activeCodes = spec.codes.filter((c) => c.isActive).map((c) => c.code);
  const paidTotal = spec.paid.basic + spec.paid.premium + spec.paid.family;
  // Paid conversions spread over 14 months (31 to 425 days ago); pending ones in the last 28 days.
  const paid = conversionsOf(spec.paid, (i) => 31 + Math.floor(((((i * 7919) % paidTotal) + rand()) * 394) / paidTotal), rand, now, activeCodes);
  const pending = conversionsOf(spec.pending, () => 1 + Math.floor(rand() * 27), rand, now, activeCodes);
  // Two multi-row inserts rather than two per conversion (the seed runs for every API test file): PostgreSQL numbers a
  // VALUES list in order and returns its rows in that order, so each conversion gets its own lead's id.
  const converted = [...paid, ...pending];
  const leadIds = converted.length === 0 ? [] : await db.insert(partnerLeads).values(converted.map((c) => {
    const [first = '', ...rest] = c.customerName.split(' ');
    return {
      partnerUserId, code: c.code, firstName: first, lastName: rest.join(' '), email: c.customerEmail, phoneNumber: null,
      signedUpAt: new Date(c.accountCreated.getTime() - 2 * DAY), convertedAt: c.accountCreated,
    };
  })).returning({ id: partnerLeads.id });
  if (converted.length > 0) {
    await db.insert(partnerConversions).values(converted.map(({ code: _code, ...conversion }, i) => ({ ...conversion, partnerUserId, leadId: leadIds[i]?.id ?? null })));
  }
  if (spec.leads > 0) {
    await db.insert(partnerLeads).values(Array.from({ length: spec.leads }, (_, i) => {
      const first = FIRST[(i * 7 + 3) % FIRST.length] ?? 'Alex';
      const last = LAST[(i * 11 + 5) % LAST.length] ?? 'Lee';
      return {
        partnerUserId, code: activeCodes[i % activeCodes.length] ?? '', firstName: first, lastName: last,
        email: `${first}.${last}.lead${i}@example.com`.toLowerCase(), phoneNumber: `(555) 02${i % 10}-${String(1000 + i * 37).slice(-4)}`,
        signedUpAt: new Date(now.getTime() - (1 + Math.floor((i * 360) / spec.leads) + Math.floor(rand() * 5)) * DAY),
      };
    }));
  }
  if (spec.payouts.count > 0) {
    await db.insert(partnerPayouts).values(Array.from({ length: spec.payouts.count }, (_, i) => ({
      partnerUserId, accountId, activityId: null, amount: spec.payouts.amount, status: 'paid',
      paidAt: new Date(now.getTime() - (spec.payouts.count - i + 1) * 30 * DAY),
    })));
  }
  if (spec.nodeSales) {
    const referrer = activeCodes[0] ?? '';
    const sold = Array.from({ length: spec.nodeSales.sold }, (_, i) => {
      const product = rand() < 0.6 ? 'basic' : 'smart';
      const nodes = 1 + Math.floor(rand() * 4);
      const commission = BigInt(nodes) * (product === 'basic' ? 1000n : 2500n);
      const soldAt = new Date(now.getTime() - (3 + Math.floor(((i + rand()) * 420) / (spec.nodeSales?.sold ?? 1))) * DAY);
      return {
        partnerUserId, customerName: `${FIRST[(i * 3 + 1) % FIRST.length] ?? ''} ${LAST[(i * 5 + 2) % LAST.length] ?? ''}`, referredBy: referrer,
        status: 'sold', product, basicNodes: product === 'basic' ? nodes : 0, smartNodes: product === 'smart' ? nodes : 0,
        earned: fromCents(commission * 4n), commission: fromCents(commission), reservedAt: new Date(soldAt.getTime() - 2 * DAY), soldAt,
      };
    });
    const reserved = Array.from({ length: spec.nodeSales.pending }, (_, i) => {
      const basicNodes = 1 + Math.floor(rand() * 3);
      const smartNodes = Math.floor(rand() * 2);
      const commission = BigInt(basicNodes) * 1000n + BigInt(smartNodes) * 2500n;
      return {
        partnerUserId, customerName: `${FIRST[(i * 9 + 4) % FIRST.length] ?? ''} ${LAST[(i * 13 + 6) % LAST.length] ?? ''}`, referredBy: referrer,
        status: 'pending', product: smartNodes > 0 ? 'smart' : 'basic', basicNodes, smartNodes,
        earned: fromCents(commission * 4n), commission: fromCents(commission), reservedAt: new Date(now.getTime() - (1 + i * 4) * DAY), soldAt: null,
      };
    });
    await db.insert(partnerNodeSales).values([...sold, ...reserved]);
  }
  await db.insert(partnerPrograms).values({ partnerUserId, ...spec.program, joinedAt, updatedAt: null });
  if (spec.personalization) {
    await db.insert(partnerPersonalizations).values({ partnerUserId, message: spec.personalization.message, imageUrl: spec.personalization.imageUrl, updatedAt: joinedAt });
  }
  if (spec.coachProfile) await db.insert(coachProfiles).values({ ...spec.coachProfile, partnerUserId, updatedAt: joinedAt });
};
