import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { achDeposits, activities, bankTransfers, cardDeposits, linkedBankAccounts, pocketBalances, scheduledOrders } from '../db/schema';
import { settleAchDeposits } from '../domain/deposits';
import { processBankTransfers } from '../domain/bankTransfers';
import { isoDate } from '../domain/dates';
import { fromCents, toCents } from '@qube/contract/core/money';
import { runDueOrders } from '../domain/orders';
import { addDays } from '@qube/contract/core/repeat';
import { sandboxBankLinkProvider } from '../providers/bankLink/sandboxProvider';
import { setupTestApi } from '../test/helpers';

/**
 * Issue 22 §8: a model-based simulation of the ledger. Random sequences of money operations (transfers now and
 * scheduled, scheduler ticks, bank deposits and their settlement, card deposits, card purchases, ReQube, sends to a
 * friend, transfers to a bank and their cancels, replays of the same idempotency key) by owners and a limited user,
 * against a model of every pocket. After every step: the database's pockets equal the model's (every 2xx applied
 * exactly once, every refused call changed nothing), every movement and every account sums to zero, no account's
 * total is below zero. Seeded: it prints its seed, and `QUBE_SIM_SEED=<seed>` replays a failure step for step
 * (`QUBE_SIM_STEPS` runs longer).
 */
const SEED = Number(process.env.QUBE_SIM_SEED ?? crypto.randomInt(2 ** 31));
const STEPS = Number(process.env.QUBE_SIM_STEPS ?? 400);
const api = setupTestApi();
afterEach(() => api.clock.reset());

/** mulberry32: a small seeded generator, so a seed replays the same sequence. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T,>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick };
};

type Actor = { name: string; token: string; accountId: number; email: string; canMove: boolean; bankId: number | null };
type Pocket = number | 'cloud';
type Answer = { statusCode: number; json: () => Record<string, unknown> };
type Keyed = { actor: Actor; url: string; body: Record<string, unknown>; answer: number };
type Scheduled = { id: number; accountId: number; from: Pocket; to: Pocket; cents: bigint; next: string; weekly: boolean };

const pocketKey = (pocket: Pocket) => (pocket === 'cloud' ? 0 : pocket);
const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

describe('ledger simulation (issue 22 §8)', () => {
  it(`API-22 API-33 random money operations by owners, a household and a limited user keep the model, the ledger and every account whole (seed ${SEED})`, async () => {
    console.log(`ledger simulation: seed ${SEED}, ${STEPS} steps (replay: QUBE_SIM_SEED=${SEED})`);
    const random = generator(SEED);
    const { db } = api.database;

    const actors: Actor[] = [];
    const people = [['owner A', 'alex@demo.qube', true], ['owner B', 'alex@demo.qube', true], ['household', 'plus@demo.qube', true], ['limited', 'limited@demo.qube', false]] as const;
    for (const [name, email, canMove] of people) {
      const login = await api.freshLogin(email);
      actors.push({ name, ...login, canMove, bankId: null });
    }
    const ids = actors.map((a) => a.accountId);
    // The copies' own scheduled orders stop: the model knows only the orders this run makes.
    await db.update(scheduledOrders).set({ isActive: false }).where(inArray(scheduledOrders.accountId, ids));
    for (const actor of actors.filter((a) => a.canMove)) {
      const [row] = await db.insert(linkedBankAccounts).values({
        accountId: actor.accountId, provider: 'sandbox', itemId: `item-${crypto.randomUUID()}`, providerAccountId: `acc-${actor.accountId}`, institutionId: 'ins_109511',
        institutionName: 'Tartan Bank', name: 'Tartan Checking', mask: '2222', routingNumber: '011401533', accountType: 'depository', verificationStatus: 'automatically_verified',
      }).returning();
      actor.bankId = row?.id ?? null;
    }

    const readPockets = async () => {
      const rows = await db.select().from(pocketBalances).where(inArray(pocketBalances.accountId, ids));
      const all = new Map<string, bigint>();
      for (const row of rows) all.set(`${row.accountId}:${row.pocket}`, toCents(row.balance));
      return all;
    };
    // The model: every pocket of every actor's account, in cents.
    const model = await readPockets();
    const move = (accountId: number, pocket: Pocket, cents: bigint) => {
      const key = `${accountId}:${pocketKey(pocket)}`;
      model.set(key, (model.get(key) ?? 0n) + cents);
    };
    const balanceOf = (accountId: number, pocket: Pocket) => model.get(`${accountId}:${pocketKey(pocket)}`) ?? 0n;
    const qubesOf = (accountId: number) => [...model.keys()].filter((k) => k.startsWith(`${accountId}:`)).map((k) => Number(k.split(':')[1])).filter((p) => p !== 0);
    const pocketOf = (accountId: number): Pocket => {
      const qubes = qubesOf(accountId);
      return qubes.length === 0 || random.next() < 0.4 ? 'cloud' : random.pick(qubes);
    };
    /** An amount around a pocket's balance: often within it, sometimes above it, sometimes tiny. */
    const amountFor = (balance: bigint) => {
      const roll = random.next();
      const top = balance > 0n ? balance : 100n;
      const whole = top < 500_000n ? top : 500_000n;
      const cents = roll < 0.15 ? BigInt(random.int(1, 99)) : roll < 0.45 ? whole : roll < 0.8 ? BigInt(random.int(1, Number(whole))) : top + BigInt(random.int(1, 5000));
      return cents;
    };

    const orders: Scheduled[] = [];
    const purchases: { actor: Actor; activityId: number; pocket: Pocket; cents: bigint }[] = [];
    // The household's card history (its members' purchases, some waiting in Qubeless) is what ReQube works on (MM-33).
    const household = actors.find((a) => a.name === 'household') as Actor;
    const bought = await db.select().from(activities).where(and(eq(activities.accountId, household.accountId), eq(activities.transactionType, 'purchase')));
    for (const row of bought) purchases.push({ actor: household, activityId: row.id, pocket: row.qubeId ?? 'cloud', cents: -toCents(row.amount) });
    const keyed: Keyed[] = [];
    const transfersOut: { actor: Actor; id: number; pocket: Pocket; cents: bigint; done: boolean }[] = [];
    const log: string[] = [];
    const call = (actor: Actor, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: Record<string, unknown>) =>
      api.call(method, url, { token: actor.token, ...(body ? { body } : {}) }) as Promise<Answer>;
    const relogin = async () => {
      for (const actor of actors) Object.assign(actor, await api.login(actor.email));
    };
    const today = () => isoDate(api.clock.now());

    const check = async (step: number, what: string) => {
      const actual = await readPockets();
      const keys = new Set([...actual.keys(), ...model.keys()]);
      const differences = [...keys].filter((k) => (actual.get(k) ?? 0n) !== (model.get(k) ?? 0n))
        .map((k) => `${k} database ${fromCents(actual.get(k) ?? 0n)} model ${fromCents(model.get(k) ?? 0n)}`);
      const unbalanced = (await db.execute(sql`select movement_id from ledger_entries group by movement_id having sum(amount) <> 0 limit 5`)) as unknown as { rows: unknown[] };
      const accounts = (await db.execute(sql`select account_id, sum(amount)::text as total from ledger_entries where account_id in ${ids} group by account_id having sum(amount) <> 0`)) as unknown as { rows: unknown[] };
      const below = (await db.execute(sql`select account_id, sum(balance)::text as total from pocket_balances where account_id in ${ids} group by account_id having sum(balance) < 0`)) as unknown as { rows: unknown[] };
      const problems = { differences, unbalancedMovements: unbalanced.rows, unbalancedAccounts: accounts.rows, accountsBelowZero: below.rows };
      if (differences.length || unbalanced.rows.length || accounts.rows.length || below.rows.length) {
        throw new Error(`seed ${SEED}, step ${step} (${what}) broke the ledger:\n${JSON.stringify(problems, null, 2)}\nlast steps:\n${log.slice(-15).join('\n')}`);
      }
    };

    const expectNot5xx = (answer: Answer, what: string) => {
      if (answer.statusCode >= 500) throw new Error(`seed ${SEED}: ${what} answered ${answer.statusCode}: ${JSON.stringify(answer.json())}`);
    };

    const purchase = async (actor: Actor): Promise<string> => {
      const qubes = qubesOf(actor.accountId);
      if (qubes.length === 0) return 'purchase: no qube';
      // Half the time the richest qube: big purchases are where a pocket's money could be spent twice.
      const richest = [...qubes].sort((a, b) => Number(balanceOf(actor.accountId, b) - balanceOf(actor.accountId, a)))[0] ?? qubes[0] as number;
      const qube = random.next() < 0.5 ? richest : random.pick(qubes);
      const opened = await call(actor, 'POST', `/api/accounts/${actor.accountId}/open-qube/`, { account_id: actor.accountId, open_qube: qube, expires_in: 1440 });
      expectNot5xx(opened, 'open qube');
      const cents = amountFor(balanceOf(actor.accountId, qube));
      const reference = `${actor.accountId}-${crypto.randomUUID()}`;
      const swipe = () => api.call('POST', '/api/dev/card-network/swipe', { body: { account_id: actor.accountId, merchant: 'Corner Grocer', amount: fromCents(cents), network_reference: reference } });
      const answers = await Promise.all(random.next() < 0.3 ? [swipe(), swipe()] : [swipe()]);
      for (const answer of answers) expectNot5xx(answer, 'swipe');
      const outcome = answers[0]?.json() as { outcome?: string; qube_id?: number | null; activity_id?: number | null } | undefined;
      if (outcome?.outcome === 'approved' && outcome.qube_id) {
        move(actor.accountId, outcome.qube_id, -cents);
        if (outcome.activity_id) purchases.push({ actor, activityId: outcome.activity_id, pocket: outcome.qube_id, cents });
      }
      return `purchase ${fromCents(cents)} from qube ${qube} (open: ${opened.statusCode}): ${answers.map((a) => a.statusCode).join(',')} ${outcome?.outcome ?? ''}`;
    };

    const operations = {
      async transferNow(actor: Actor) {
        const from = pocketOf(actor.accountId);
        let to = pocketOf(actor.accountId);
        if (to === from) to = from === 'cloud' ? pocketOf(actor.accountId) : 'cloud';
        const cents = amountFor(balanceOf(actor.accountId, from));
        const body = { account_id: actor.accountId, from_qube: from, to_qube: to, amount: fromCents(cents), recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() };
        const answer = await call(actor, 'POST', '/api/orders/', body);
        expectNot5xx(answer, 'transfer');
        if (answer.statusCode === 201) {
          move(actor.accountId, from, -cents);
          move(actor.accountId, to, cents);
          keyed.push({ actor, url: '/api/orders/', body, answer: 201 });
        }
        return `transfer ${fromCents(cents)} ${from}→${to}: ${answer.statusCode}`;
      },
      async transferLater(actor: Actor) {
        const from = pocketOf(actor.accountId);
        const to = from === 'cloud' ? pocketOf(actor.accountId) : 'cloud';
        const cents = BigInt(random.int(100, 40_000));
        const date = addDays(today(), random.int(1, 12));
        const weekly = random.next() < 0.5;
        const answer = await call(actor, 'POST', '/api/orders/', {
          account_id: actor.accountId, from_qube: from, to_qube: to, amount: fromCents(cents), recurring: weekly ? 'weekly' : 'none', type: 'transfer',
          scheduled_date: date, days_in_calendar: [], idempotency_key: crypto.randomUUID(),
        });
        expectNot5xx(answer, 'scheduled transfer');
        if (answer.statusCode === 201) orders.push({ id: Number(answer.json().id), accountId: actor.accountId, from, to, cents, next: date, weekly });
        return `schedule ${fromCents(cents)} ${from}→${to} on ${date}${weekly ? ' weekly' : ''}: ${answer.statusCode}`;
      },
      async replay(actor: Actor) {
        const mine = keyed.filter((k) => k.actor === actor);
        if (mine.length === 0) return 'replay: nothing to replay';
        const first = random.pick(mine);
        const changed = random.next() < 0.3;
        // Other details: one cent more than the first asked for (never the same amount by chance).
        const body = changed ? { ...first.body, amount: fromCents(toCents(String(first.body.amount)) + 1n) } : first.body;
        const answer = await call(actor, 'POST', first.url, body);
        expectNot5xx(answer, 'replay');
        // The same key and body answers the first answer and moves nothing; other details under it are refused.
        if (!changed && answer.statusCode !== first.answer) throw new Error(`seed ${SEED}: a replay answered ${answer.statusCode}, the first ${first.answer}`);
        if (changed && answer.statusCode !== 422) throw new Error(`seed ${SEED}: a key reused with other details answered ${answer.statusCode}, not 422: ${first.url} ${JSON.stringify(first.body)} → ${JSON.stringify(answer.json())}`);
        return `replay ${first.url}${changed ? ' (changed)' : ''}: ${answer.statusCode}`;
      },
      async sendToFriend(actor: Actor) {
        const others = actors.filter((a) => a !== actor && a.canMove);
        const to = random.pick(others.length ? others : actors.filter((a) => a !== actor));
        const from = pocketOf(actor.accountId);
        const cents = amountFor(balanceOf(actor.accountId, from));
        const body = { account_id: actor.accountId, from_qube: from, to_account: to.accountId, amount: fromCents(cents), idempotency_key: crypto.randomUUID() };
        const answer = await call(actor, 'POST', '/api/orders/send-to-person/', body);
        expectNot5xx(answer, 'send to a friend');
        if (answer.statusCode < 300) {
          move(actor.accountId, from, -cents);
          move(to.accountId, 'cloud', cents);
          keyed.push({ actor, url: '/api/orders/send-to-person/', body, answer: answer.statusCode });
        }
        return `send ${fromCents(cents)} from ${from} to ${to.name}: ${answer.statusCode}`;
      },
      async bankDeposit(actor: Actor) {
        const cents = BigInt(random.int(100, 100_000));
        const answer = await call(actor, 'POST', '/api/deposits/ach-deposits/', {
          account_id: actor.accountId, to_qube: 'cloud', plaid_account: actor.bankId ?? 1, plaid_account_id: actor.bankId ?? 1, amount: fromCents(cents),
          recurring: 'none', days_in_calendar: [], idempotency_key: crypto.randomUUID(), name: 'Tartan Bank ••2222', scheduled_date: 'today', type: 'recurring', start_date: 'today',
        });
        expectNot5xx(answer, 'bank deposit');
        // Nothing moves until the bank settles it (a tick): the model credits it then, from the deposit's status.
        return `bank deposit ${fromCents(cents)}: ${answer.statusCode}`;
      },
      async cardDeposit(actor: Actor) {
        const cents = BigInt(random.int(1000, 60_000));
        const created = await call(actor, 'POST', '/api/deposits/stripe-deposits/', { account_id: actor.accountId, amount: fromCents(cents), idempotency_key: crypto.randomUUID() });
        expectNot5xx(created, 'card deposit');
        if (created.statusCode !== 201) return `card deposit ${fromCents(cents)}: ${created.statusCode}`;
        const intent = created.json() as { id: string; stripe_client_secret: string };
        const isDeclined = random.next() < 0.2;
        const confirm = () => api.call('POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { body: { client_secret: intent.stripe_client_secret, card: isDeclined ? DECLINED_CARD : GOOD_CARD } });
        const answers = await Promise.all(random.next() < 0.3 ? [confirm(), confirm()] : [confirm()]);
        for (const answer of answers) expectNot5xx(answer, 'card confirm');
        const [row] = await db.select().from(cardDeposits).where(eq(cardDeposits.paymentIntentId, intent.id));
        if (row?.status === 'succeeded') move(actor.accountId, 'cloud', toCents(row.amount));
        return `card deposit ${fromCents(cents)}${isDeclined ? ' (declined card)' : ''}: ${answers.map((a) => a.statusCode).join(',')} → ${row?.status}`;
      },
      purchase,
      async reqube(actor: Actor) {
        const mine = purchases.filter((p) => p.actor === actor);
        if (mine.length === 0) return 'reqube: no purchase';
        const purchase = random.pick(mine);
        const target = pocketOf(actor.accountId);
        if (target === purchase.pocket) return 'reqube: same pocket';
        const answer = await call(actor, 'PATCH', `/api/banking/transactions/${purchase.activityId}/`, { account_id: actor.accountId, to_qube_id: target === 'cloud' ? 'cloud' : target });
        expectNot5xx(answer, 'reqube');
        if (answer.statusCode === 200) {
          move(actor.accountId, purchase.pocket, purchase.cents);
          move(actor.accountId, target, -purchase.cents);
          purchase.pocket = target;
        }
        return `reqube ${fromCents(purchase.cents)} to ${target}: ${answer.statusCode}`;
      },
      /** The attacker's pattern, in one step: a purchase, its ReQube to Cloud, and the same qube's money spent again. */
      async spendTwice(actor: Actor) {
        const first = await purchase(actor);
        const mine = purchases.filter((p) => p.actor === actor);
        const last = mine[mine.length - 1];
        if (!first.includes('approved') || !last || last.pocket === 'cloud') return `spend twice: ${first}`;
        const answer = await call(actor, 'PATCH', `/api/banking/transactions/${last.activityId}/`, { account_id: actor.accountId, to_qube_id: 'cloud' });
        expectNot5xx(answer, 'reqube');
        const spent = last.pocket;
        if (answer.statusCode === 200) {
          move(actor.accountId, spent, last.cents);
          move(actor.accountId, 'cloud', -last.cents);
          last.pocket = 'cloud';
        }
        const again = await purchase(actor);
        return `spend twice from qube ${spent}: ${first}; reqube to cloud ${answer.statusCode}; ${again}`;
      },
      async transferOut(actor: Actor) {
        const from = pocketOf(actor.accountId);
        const cents = amountFor(balanceOf(actor.accountId, from));
        const body = { account_id: actor.accountId, from_qube: from, scheduled_date: 'today', plaid_account: actor.bankId ?? 1, amount: fromCents(cents), idempotency_key: crypto.randomUUID() };
        const answer = await call(actor, 'POST', '/api/orders/bank-transfers/', body);
        expectNot5xx(answer, 'transfer to a bank');
        if (answer.statusCode === 201) {
          move(actor.accountId, from, -cents);
          transfersOut.push({ actor, id: Number(answer.json().id), pocket: from, cents, done: false });
          keyed.push({ actor, url: '/api/orders/bank-transfers/', body, answer: 201 });
        }
        return `transfer out ${fromCents(cents)} from ${from}: ${answer.statusCode}`;
      },
      async cancelTransferOut(actor: Actor) {
        const open = transfersOut.filter((t) => t.actor === actor && !t.done);
        if (open.length === 0) return 'cancel: nothing to cancel';
        const transfer = random.pick(open);
        const answer = await call(actor, 'DELETE', `/api/orders/bank-transfers/${transfer.id}/?account_id=${actor.accountId}`);
        expectNot5xx(answer, 'cancel transfer out');
        if (answer.statusCode < 300) {
          move(actor.accountId, transfer.pocket, transfer.cents);
          transfer.done = true;
        }
        return `cancel transfer out ${transfer.id}: ${answer.statusCode}`;
      },
      async tick(_actor: Actor) {
        const days = random.int(0, 3);
        api.clock.advance(days * 86_400_000 + random.int(1, 6) * 3_600_000);
        const now = api.clock.now();
        const day = isoDate(now);
        // The model runs the due orders first, in the scheduler's order (date, then id), on its own balances.
        for (const order of orders.filter((o) => o.next <= day).sort((a, b) => a.next.localeCompare(b.next) || a.id - b.id)) {
          if (balanceOf(order.accountId, order.from) >= order.cents) {
            move(order.accountId, order.from, -order.cents);
            move(order.accountId, order.to, order.cents);
          }
          if (order.weekly) order.next = addDays(order.next, 7);
          else orders.splice(orders.indexOf(order), 1);
        }
        const depositsBefore = await db.select().from(achDeposits).where(inArray(achDeposits.accountId, ids));
        const outBefore = await db.select().from(bankTransfers).where(inArray(bankTransfers.accountId, ids));
        await runDueOrders(api.database, now);
        await settleAchDeposits(api.database, now, [sandboxBankLinkProvider]);
        await processBankTransfers(api.database, now, [sandboxBankLinkProvider]);
        // What the banks did is theirs to decide: deposits that settled now credit Cloud once; transfers out that failed give the money back.
        const depositsAfter = await db.select().from(achDeposits).where(inArray(achDeposits.accountId, ids));
        for (const deposit of depositsAfter) {
          const was = depositsBefore.find((d) => d.id === deposit.id);
          if (deposit.status === 'completed' && was?.status !== 'completed') move(deposit.accountId, 'cloud', toCents(deposit.amount));
        }
        const outAfter = await db.select().from(bankTransfers).where(inArray(bankTransfers.accountId, ids));
        for (const out of outAfter) {
          const was = outBefore.find((t) => t.id === out.id);
          const mine = transfersOut.find((t) => t.id === out.id);
          if (out.status === 'failed' && was?.status !== 'failed' && mine) move(out.accountId, mine.pocket, mine.cents);
          if (mine && (out.status === 'completed' || out.status === 'failed')) mine.done = true;
        }
        await relogin();
        return `tick to ${now.toISOString()}`;
      },
    };
    const weights: [keyof typeof operations, number][] = [
      ['transferNow', 6], ['transferLater', 3], ['replay', 2], ['sendToFriend', 3], ['bankDeposit', 2], ['cardDeposit', 2],
      ['purchase', 4], ['reqube', 3], ['spendTwice', 2], ['transferOut', 2], ['cancelTransferOut', 1], ['tick', 2],
    ];
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    const pickOperation = () => {
      let roll = random.int(1, total);
      for (const [name, weight] of weights) {
        roll -= weight;
        if (roll <= 0) return name;
      }
      return 'tick' as const;
    };

    // Owners start nearly broke (all but $20 sent to their bank, through the API), so the edges are where the steps
    // land: pockets at zero, a ReQube that drives one below it, a purchase against what is left.
    for (const actor of actors.filter((a) => a.canMove)) {
      for (const qube of qubesOf(actor.accountId)) {
        const balance = balanceOf(actor.accountId, qube);
        if (balance <= 0n) continue;
        const body = { account_id: actor.accountId, from_qube: qube, to_qube: 'cloud', amount: fromCents(balance), recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() };
        expect((await call(actor, 'POST', '/api/orders/', body)).statusCode).toBe(201);
        move(actor.accountId, qube, -balance);
        move(actor.accountId, 'cloud', balance);
      }
      const out = balanceOf(actor.accountId, 'cloud') - 2000n;
      const sent = await call(actor, 'POST', '/api/orders/bank-transfers/', { account_id: actor.accountId, from_qube: 'cloud', scheduled_date: 'today', plaid_account: actor.bankId ?? 1, amount: fromCents(out), idempotency_key: crypto.randomUUID() });
      expect(sent.statusCode).toBe(201);
      move(actor.accountId, 'cloud', -out);
    }
    await check(0, 'start');
    for (let step = 1; step <= STEPS; step += 1) {
      const name = pickOperation();
      const actor = random.pick(actors);
      const said = await operations[name](actor).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)} (step ${step}, ${actor.name} ${name})\nlast steps:\n${log.slice(-15).join('\n')}`);
      });
      log.push(`${step} ${actor.name}: ${said}`);
      await check(step, said);
    }
    if (process.env.QUBE_SIM_LOG) console.log(log.join('\n'));
  }, 600_000);
});
