import type { ConversionProduct } from '@qube/contract/partners';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { partnerConversions, partnerLeads, partnerPrograms } from '../../platform/db/schema';
import { toCents } from '@qube/contract/core/money';
import { findActiveCode } from './partnerCodes';
import type { ApplicationRow, RegistrationFormData } from '../registration';
import { planById } from '../plans';

/**
 * Real sign-ups feed the portal (issue 12 §3): an application started with a partner's code (?affiliate_id, or a
 * partner code typed as referral_code) is that partner's lead (CO-20); when it opens an account on a plan it becomes a
 * conversion (CO-13) and the person a client (CO-22). Recording never blocks a sign-up: a failure is logged and skipped.
 */

type Log = { error: (payload: object, message: string) => void };

export const DEFAULT_HOLD_DAYS = 30;
export const DEFAULT_COMMISSION_RATE = '20.00';

/** Commission of a sale: rate percent of what the customer paid, rounded down to the cent (exact, in cents). */
export const commissionOf = (earnedCents: bigint, ratePercent: string) => (earnedCents * toCents(ratePercent)) / 10000n;

/** The portal's product of a plan: Lite is the basic plan. */
export const productOfPlan = (planName: string | null | undefined): ConversionProduct =>
  planName === 'premium' || planName === 'family' ? planName : 'basic';

const codeOfForm = async (db: Db, form: RegistrationFormData) => (await findActiveCode(db, form.affiliate_id)) ?? (await findActiveCode(db, form.referral_code));

/** Records (or refreshes) the lead of an application that came with an active partner code. */
export const recordPartnerLead = async (db: Db, application: ApplicationRow, at: Date, log?: Log): Promise<void> => {
  try {
    const form = application.form as RegistrationFormData;
    const code = await codeOfForm(db, form);
    if (!code) return;
    const values = {
      partnerUserId: code.partnerUserId, code: code.code, applicationId: application.id,
      firstName: (form.first_name ?? '').trim(), lastName: (form.last_name ?? '').trim(), email: (form.email ?? '').trim().toLowerCase(),
      phoneNumber: application.phoneNumber, signedUpAt: at,
    };
    const { signedUpAt: _first, ...refresh } = values;
    await db.insert(partnerLeads).values(values).onConflictDoUpdate({ target: partnerLeads.applicationId, set: refresh });
  } catch (error) {
    log?.error({ err: error }, 'partner lead not recorded');
  }
};

/**
 * Records the conversion of a finished application (CO-13): the plan bought, pending for the program's hold. Earned and
 * commission start at $0.00: they grow as the customer's plan fees are collected and shrink when fees are refunded
 * (areas/plans/planCommissions.ts, issue 22 §2), never on a fee only promised at sign-up.
 */
export const recordPartnerConversion = async (
  db: Db,
  input: { application: ApplicationRow; userId: number; planName: string | null; at: Date },
  log?: Log,
): Promise<void> => {
  try {
    const form = input.application.form as RegistrationFormData;
    let [lead] = await db.select().from(partnerLeads).where(eq(partnerLeads.applicationId, input.application.id)).limit(1);
    if (!lead) {
      await recordPartnerLead(db, input.application, input.at, log);
      [lead] = await db.select().from(partnerLeads).where(eq(partnerLeads.applicationId, input.application.id)).limit(1);
    }
    if (!lead) return;
    const [program] = await db.select().from(partnerPrograms).where(eq(partnerPrograms.partnerUserId, lead.partnerUserId)).limit(1);
    const plan = planById(form.selected_plan_id);
    const holdDays = program?.holdDays ?? DEFAULT_HOLD_DAYS;
    await db.transaction(async (tx) => {
      await tx.insert(partnerConversions).values({
        partnerUserId: lead.partnerUserId, leadId: lead.id, customerUserId: input.userId,
        customerName: `${lead.firstName} ${lead.lastName}`.trim(), customerEmail: lead.email,
        product: productOfPlan(input.planName ?? plan?.planName), accountCreated: input.at,
        earned: '0.00', commission: '0.00',
        active: true, collectableAt: new Date(input.at.getTime() + holdDays * 86_400_000),
      }).onConflictDoNothing();
      await tx.update(partnerLeads).set({ convertedAt: input.at, userId: input.userId }).where(eq(partnerLeads.id, lead.id));
    });
  } catch (error) {
    log?.error({ err: error }, 'partner conversion not recorded');
  }
};
