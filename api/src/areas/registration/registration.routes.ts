import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import {
  ApplicationForm,
  DiscountCodeInput,
  PlanList,
  PromoDetails,
  PublicIp,
  RegistrationAddressInput,
  RegistrationApplied,
  RegistrationApplyInput,
  RegistrationCardInput,
  RegistrationCodeSent,
  RegistrationDepositInput,
  RegistrationNameBirthdateInput,
  RegistrationPasswordInput,
  RegistrationPaymentInput,
  RegistrationPaymentIntent,
  RegistrationPlanInput,
  RegistrationPublicKey,
  RegistrationShippingInput,
  RegistrationSsnInput,
  RegistrationStartInput,
  RegistrationSummaryInput,
  RegistrationVerifyInput,
  type RegisterStep,
} from '@qube/contract/registration';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { fromCents, parseMoney } from '@qube/contract/core/money';
import { parseMailingAddress } from './mailingAddress';
import { passwordProblem, newPhoneCode, PHONE_CODE_INVALID, PHONE_CODE_LIFETIME_MS, PHONE_CODE_RESEND_AFTER_SECONDS, phoneCodeMatches, textPhoneCode, hashPassword } from '../identity';
import {
  applicationView,
  assertCanSave,
  birthDateProblem,
  checkoutOf,
  indexAfter,
  MESSAGES,
  promoView,
  stepIndex,
  type ApplicationRow,
  type RegistrationFormData,
} from './registration';
import { recordPartnerConversion, recordPartnerLead, findActiveCode } from '../partners';
import {
  findUserByEmailOrPhone, issueRegistrationCode, lastUnusedCode, openApplicationOf, spendCode, startApplication, takeCodeAttempt, updateApplication,
} from './registrationStore';
import { openAccountFromApplication } from './registrationAccount';
import { decryptPassword, registrationKeyPair } from './registrationPassword';
import { dropStaleIntent, isPaid, newCheckoutIntent, paidPayment, PAYMENT_MESSAGES, storedPaymentOf } from './registrationPayment';
import { selectCardPaymentProvider } from '../../platform/providers/cardPayments/selectCardPaymentProvider';
import { FEES, MAX_INITIAL_DEPOSIT_CENTS, planById, promoByCode, REFERRAL_FREE_DAYS, REGISTRATION_OFFERS, hasRedeemed, knownReferralCode, PROMO_USED_BY_PERSON, REFERRAL_CODE_INVALID } from '../plans';
import { checkNamesAndEmail, FieldErrors, MESSAGES as FORM_MESSAGES, PHONE_RE, isBlank } from '../../platform/validation';
import { hashToken, startSession } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { clearApplicationCookie, loadApplication, newApplicationToken, setApplicationCookie } from './registrationSession.http';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

export { PHONE_CODE_INVALID as REGISTRATION_CODE_INVALID } from '../identity';

const ssnDigits = (value: string) => (/^(\d{9}|\d{3}-\d{2}-\d{4})$/.test(value.trim()) ? value.replace(/\D/g, '') : null);

/**
 * Registration (issue 11, section 1): the v2 onboarding endpoints (ON-22 to ON-24), v1's passcode/ and summary/ where
 * v2 has none (ON-14), and the plans (ON-65). All public: the application is found by its cookie
 * (areas/registration/registrationSession.http.ts), never by a session, because nobody is signed in yet.
 */
/** The start form a code was sent for, compared field by field (the code proves the phone for these details only). */
const isSameStartForm = (sent: RegistrationFormData, asked: RegistrationFormData) =>
  (['first_name', 'last_name', 'email', 'referral_code', 'affiliate_id'] as const).every((key) => (sent[key] ?? null) === (asked[key] ?? null));

export const registrationRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, mailer, texts, processEnv }) => {
  const { db } = database;
  const config = { isPublic: true };
  // Checkout is paid through the card-payment provider card deposits use (same test cards and messages everywhere).
  const cardProvider = selectCardPaymentProvider(env, processEnv);
  const tags = ['registration'];

  /** Saves a step: the application is open and reached this step; the form changes and the index moves on. */
  const saveStep = async (
    request: FastifyRequest,
    step: RegisterStep,
    change: (form: RegistrationFormData, row: ApplicationRow) => Promise<{ form: RegistrationFormData; columns?: Partial<ApplicationRow>; advance?: boolean }> | { form: RegistrationFormData; columns?: Partial<ApplicationRow>; advance?: boolean },
  ) => {
    const row = await loadApplication(db, request);
    assertCanSave(row, step, now());
    const { form, columns = {}, advance = true } = await change({ ...(row.form as RegistrationFormData) }, row);
    const at = now();
    // A paid checkout fixes its total: the options it paid for can no longer change. An unpaid intent for another total
    // no longer covers the checkout: it is cancelled and the card is asked for again.
    const stored = storedPaymentOf(row.payment);
    const isTotalChanged = stored !== null && checkoutOf(form, at).totalCheckoutFees !== stored.amount;
    if (isTotalChanged && isPaid(stored)) throw new ApiError(409, PAYMENT_MESSAGES.locked, 'payment_made');
    if (isTotalChanged) {
      const foundPaid = await dropStaleIntent(db, cardProvider, stored, at);
      if (foundPaid) {
        // The card paid the old total before the browser said so: kept as paid, and the options stay as paid for.
        await updateApplication(db, row.id, { payment: foundPaid, updatedAt: at });
        throw new ApiError(409, PAYMENT_MESSAGES.locked, 'payment_made');
      }
    }
    const payment = isTotalChanged ? null : row.payment;
    const updated = await updateApplication(db, row.id, {
      form,
      payment,
      ...columns,
      completedStepIndex: advance ? indexAfter(row, step, form) : row.completedStepIndex,
      updatedAt: at,
    });
    if (!updated) throw new ApiError(404, MESSAGES.noApplication, 'no_application');
    return applicationView(updated, at);
  };

  /** QUBE60 once per person (issue 22 §2): this application's e-mail or phone used it before → 400 on the code. */
  const refuseUsedPromo = async (row: ApplicationRow, code: string | null) => {
    if (code === null) return;
    const person = { email: (row.form as RegistrationFormData).email ?? '', phone: row.phoneNumber };
    if (await hasRedeemed(db, code, person)) throw new ApiError(400, PROMO_USED_BY_PERSON, 'promo_used', { discount_code: PROMO_USED_BY_PERSON });
  };

  app.get('/accounts/plans/', {
    config,
    schema: { operationId: 'listPlans', tags, summary: 'The plans offered at registration with their prices, and the one-time fees of checkout', response: { 200: PlanList } },
  }, async () => ({
    results: REGISTRATION_OFFERS.map((p) => ({
      id: p.id, plan_name: p.planName, display_name: p.displayName, monthly_fee: fromCents(p.monthlyCents), yearly_fee: fromCents(p.yearlyCents), description: p.description, features: p.features,
    })),
    fees: {
      initial_activation_fee: fromCents(FEES.activationCents),
      initial_physical_card_fee: fromCents(FEES.physicalCardCents),
      card_design_fees: Object.fromEntries(Object.entries(FEES.cardDesignCents).map(([k, v]) => [k, fromCents(v)])),
      expedited_shipping_fee: fromCents(FEES.expeditedShippingCents),
    },
    referral_free_days: REFERRAL_FREE_DAYS,
  }));

  app.get('/v2/onboarding/ip-address/', {
    config,
    schema: { operationId: 'getPublicIp', tags, summary: 'The caller\'s public address as the API sees it (the first IP service of ON-33)', response: { 200: PublicIp } },
  }, async (request) => ({ ip_address: request.ip }));

  app.get('/v2/onboarding/public-key/', {
    config,
    schema: { operationId: 'getRegistrationPublicKey', tags, summary: 'The RSA public key the browser encrypts the new password with (ON-47)', response: { 200: RegistrationPublicKey } },
  }, async () => ({ public_key: (await registrationKeyPair(processEnv)).publicPem, algorithm: 'RSA-OAEP-256' as const }));

  app.post('/v2/onboarding/go/', {
    config,
    preHandler: needsProvider(texts, 'texts'),
    schema: {
      operationId: 'startRegistration', tags, summary: 'Starts a registration: checks the start form and texts a 5-digit code to the phone (ON-22)',
      body: RegistrationStartInput, response: { 200: RegistrationCodeSent, ...ErrorResponses, 429: ErrorAnswer('Too many attempts, or other details while the code just sent is still fresh (code_recently_sent, Retry-After)'), ...unavailableResponse('texts') },
    },
  }, async (request, reply) => {
    const b = request.body;
    const errors = checkNamesAndEmail(new FieldErrors(), b);
    if (isBlank(b.phone_number)) errors.add('phone_number', FORM_MESSAGES.required);
    else if (!PHONE_RE.test(b.phone_number.trim())) errors.add('phone_number', FORM_MESSAGES.phone);
    if (!b.agree_terms || !b.agree_privacy) errors.add(b.agree_terms ? 'agree_privacy' : 'agree_terms', MESSAGES.terms);
    errors.throwIfAny();
    // A referral code gives 60 free days: it must name a real partner or customer (issue 22 §2). A landing's
    // affiliate_id that is no active partner code is dropped instead (an old link still opens an account, without them).
    const referral = b.referral_code?.trim() || null;
    if (referral !== null && !(await knownReferralCode(db, referral))) {
      throw new ApiError(400, REFERRAL_CODE_INVALID, 'invalid', { referral_code: REFERRAL_CODE_INVALID });
    }
    const affiliate = b.affiliate_id?.trim() || null;
    const phone = b.phone_number.trim();
    const form: RegistrationFormData = {
      first_name: b.first_name.trim(), last_name: b.last_name.trim(), email: b.email.trim().toLowerCase(),
      agree_terms: true, agree_privacy: true, referral_code: referral, affiliate_id: affiliate !== null && (await findActiveCode(db, affiliate)) ? affiliate : null,
    };
    const at = now();
    const last = await lastUnusedCode(db, { companyId: request.companyId, phone });
    const waited = last ? Math.floor((at.getTime() - last.createdAt.getTime()) / 1000) : PHONE_CODE_RESEND_AFTER_SECONDS;
    if (last && waited < PHONE_CODE_RESEND_AFTER_SECONDS) {
      // The code sent moments ago still counts, for the form it was sent for: a form is bound to its code, so someone
      // who knows the phone cannot swap their own details in under the owner's code. Other details wait for a new code.
      if (!isSameStartForm(last.form as RegistrationFormData, form)) {
        const wait = PHONE_CODE_RESEND_AFTER_SECONDS - waited;
        reply.header('retry-after', String(wait));
        throw new ApiError(429, `We just sent a code to ${phone}. To change your details, please try again in ${wait} seconds.`, 'code_recently_sent');
      }
      return { detail: `We sent a verification code to ${phone}.`, phone_number: phone, resend_after_seconds: PHONE_CODE_RESEND_AFTER_SECONDS - waited, expires_in_seconds: Math.floor((last.expiresAt.getTime() - at.getTime()) / 1000) };
    }
    const code = newPhoneCode(env, processEnv);
    await issueRegistrationCode(db, { companyId: request.companyId, phone, codeHash: hashToken(code), form, at });
    await textPhoneCode(requireProvider(texts, 'texts'), phone, code, at);
    return { detail: `We sent a verification code to ${phone}.`, phone_number: phone, resend_after_seconds: PHONE_CODE_RESEND_AFTER_SECONDS, expires_in_seconds: PHONE_CODE_LIFETIME_MS / 1000 };
  });

  app.post('/v2/onboarding/verify-phone/', {
    config,
    schema: {
      operationId: 'verifyRegistrationPhone', tags,
      summary: 'Checks the texted code; starts the application or resumes the open one of this phone, and sets its cookie (ON-22)',
      body: RegistrationVerifyInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('The phone or e-mail cannot be used'), 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request, reply) => {
    const phone = request.body.phone_number.trim();
    const code = request.body.verification_code.trim();
    if (!PHONE_RE.test(phone)) throw new ApiError(400, FORM_MESSAGES.phone, 'invalid', { phone_number: FORM_MESSAGES.phone });
    const at = now();
    const pending = await lastUnusedCode(db, { companyId: request.companyId, phone });
    // An attempt is taken before the code is compared (takeCodeAttempt: parallel guesses each count).
    const tried = pending ? await takeCodeAttempt(db, pending.id, at) : false;
    if (!pending || !tried || !phoneCodeMatches(code, pending.codeHash)) {
      throw new ApiError(400, PHONE_CODE_INVALID, 'invalid_code', { verification_code: PHONE_CODE_INVALID });
    }
    if (!(await spendCode(db, pending.id, at))) throw new ApiError(400, PHONE_CODE_INVALID, 'invalid_code', { verification_code: PHONE_CODE_INVALID });
    const started = pending.form as RegistrationFormData;
    const email = started.email ?? '';
    // Only now, with the phone proven, is it checked whether the phone or e-mail is someone's: the answer names neither,
    // and the e-mail's holder is told (the code is spent, so each try costs a text, which is rate limited per phone).
    const taken = await findUserByEmailOrPhone(db, { companyId: request.companyId, phone, email });
    if (taken) {
      if (taken.email.toLowerCase() === email) {
        await mailer.send({
          to: taken.email,
          subject: 'Someone tried to open a Qube account with your e-mail',
          body: 'A new Qube registration was started with your e-mail address. If it was you, sign in or reset your password instead. If it was not, you can ignore this message.',
        }, at);
      }
      throw new ApiError(409, MESSAGES.reused, 'registration_reused');
    }
    const token = newApplicationToken();
    const open = await openApplicationOf(db, { companyId: request.companyId, phone });
    let row: ApplicationRow | undefined;
    if (open) {
      const kept = open.form as RegistrationFormData;
      // Names checked by the identity provider stay; the rest of the start form is the newest.
      const form = { ...kept, ...started, ...(kept.prove ? { first_name: kept.first_name, last_name: kept.last_name } : {}) };
      row = await updateApplication(db, open.id, { tokenHash: hashToken(token), form, completedStepIndex: Math.max(open.completedStepIndex, stepIndex('delivery')), updatedAt: at });
    } else {
      row = await startApplication(db, { companyId: request.companyId, phone, tokenHash: hashToken(token), form: started, completedStepIndex: stepIndex('delivery'), at });
    }
    if (!row) throw new Error('application write failed');
    // Issue 12: an application started with a partner's code is that partner's lead (CO-20).
    await recordPartnerLead(db, row, at, request.log);
    setApplicationCookie(reply, token);
    return applicationView(row, at);
  });

  app.get('/v2/onboarding/application-form/', {
    config,
    schema: { operationId: 'getApplicationForm', tags, summary: 'The application of this browser (by its cookie): what was entered and the step to continue at (ON-23)', response: { 200: ApplicationForm, ...ErrorResponses } },
  }, async (request) => applicationView(await loadApplication(db, request), now()));

  app.put('/v2/onboarding/address/', {
    config,
    schema: { operationId: 'saveRegistrationAddress', tags, summary: 'Saves the home address (step delivery)', body: RegistrationAddressInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached or locked') } },
  }, async (request) => {
    const address = parseMailingAddress(request.body);
    return saveStep(request, 'delivery', (form) => ({ form: { ...form, ...address } }));
  });

  const nameBirthdate = {
    config,
    schema: { tags, summary: 'Saves the legal names and the birth date (step identity; the SSN completes it)', body: RegistrationNameBirthdateInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached or locked') } },
  };
  const saveNameBirthdate = async (request: FastifyRequest<{ Body: RegistrationNameBirthdateInput }>) => {
    const b = request.body;
    const errors = new FieldErrors();
    if (isBlank(b.first_name)) errors.add('first_name', FORM_MESSAGES.required);
    if (isBlank(b.last_name)) errors.add('last_name', FORM_MESSAGES.required);
    if (isBlank(b.birth_date)) errors.add('birth_date', FORM_MESSAGES.required);
    else {
      const problem = birthDateProblem(b.birth_date, now());
      if (problem) errors.add('birth_date', problem);
    }
    errors.throwIfAny();
    return saveStep(request, 'identity', (form) => ({ form: { ...form, first_name: b.first_name.trim(), last_name: b.last_name.trim(), birth_date: b.birth_date.trim() }, advance: false }));
  };
  app.put('/v2/onboarding/name-birthdate/', { ...nameBirthdate, schema: { ...nameBirthdate.schema, operationId: 'saveRegistrationNameBirthdate' } }, saveNameBirthdate);
  app.patch('/v2/onboarding/name-birthdate/', { ...nameBirthdate, schema: { ...nameBirthdate.schema, operationId: 'updateRegistrationNameBirthdate' } }, saveNameBirthdate);

  app.put('/v2/onboarding/ssn/', {
    config,
    schema: { operationId: 'saveRegistrationSsn', tags, summary: 'Saves the SSN (kept only until the identity check ends) and completes step identity', body: RegistrationSsnInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached or locked') } },
  }, async (request) => {
    const ssn = ssnDigits(request.body.ssn);
    if (!ssn) throw new ApiError(400, isBlank(request.body.ssn) ? FORM_MESSAGES.required : 'SSN must be 9 digits', 'invalid', { ssn: isBlank(request.body.ssn) ? FORM_MESSAGES.required : 'SSN must be 9 digits' });
    return saveStep(request, 'identity', (form) => {
      if (!form.birth_date) throw new ApiError(400, FORM_MESSAGES.required, 'invalid', { birth_date: FORM_MESSAGES.required });
      return { form: { ...form, ssn_last4: ssn.slice(-4) }, columns: { ssn } };
    });
  });

  app.post('/onboarding/passcode/', {
    config,
    schema: { operationId: 'saveRegistrationPassword', tags, summary: 'Sets the password, encrypted with the public key; only a slow hash is kept (ON-47)', body: RegistrationPasswordInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, async (request) => {
    const { privateKey } = await registrationKeyPair(processEnv);
    const password = decryptPassword(privateKey, request.body.encrypted_password);
    if (password === null) throw new ApiError(400, MESSAGES.password, 'invalid', { password: MESSAGES.password });
    return saveStep(request, 'password', async (form) => {
      const problem = passwordProblem(password, form.email);
      if (problem) throw new ApiError(400, problem, 'invalid', { password: problem });
      return { form, columns: { passwordHash: await hashPassword(password, env) } };
    });
  });

  app.put('/v2/onboarding/plan-selection/', {
    config,
    schema: { operationId: 'saveRegistrationPlan', tags, summary: 'Chooses the plan and billing frequency (step plans)', body: RegistrationPlanInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, async (request) => {
    const plan = planById(request.body.selected_plan_id);
    if (!plan) throw new ApiError(400, MESSAGES.plan, 'invalid', { selected_plan_id: MESSAGES.plan });
    return saveStep(request, 'plans', (form) => ({ form: { ...form, selected_plan_id: plan.id, billing_frequency: request.body.billing_frequency ?? 'monthly' } }));
  });

  app.put('/v2/onboarding/card-design/', {
    config,
    schema: { operationId: 'saveRegistrationCard', tags, summary: 'A virtual card only, or a physical card in a design (step cards)', body: RegistrationCardInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, async (request) => {
    const { virtual_card_selected: isVirtual, debit_card_design: design } = request.body;
    if (!isVirtual && !design) throw new ApiError(400, MESSAGES.design, 'invalid', { debit_card_design: MESSAGES.design });
    return saveStep(request, 'cards', (form) => ({ form: { ...form, virtual_card_selected: isVirtual, debit_card_design: isVirtual ? null : (design ?? 'classic') } }));
  });

  app.put('/v2/onboarding/shipping/', {
    config,
    schema: { operationId: 'saveRegistrationShipping', tags, summary: 'Standard (free) or expedited shipping of the physical card (step shipping-options)', body: RegistrationShippingInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, async (request) => saveStep(request, 'shipping-options', (form) => {
    if (form.virtual_card_selected !== false) throw new ApiError(409, 'Shipping is only needed for a physical card.', 'no_physical_card');
    return { form: { ...form, expedite_card: request.body.expedite_card } };
  }));

  app.put('/v2/onboarding/initial-deposit/', {
    config,
    schema: { operationId: 'saveRegistrationDeposit', tags, summary: 'The first deposit into Cloud, paid by card at checkout (step deposit; 0.00 for none)', body: RegistrationDepositInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, async (request) => {
    const cents = parseMoney(String(request.body.initial_deposit_amount)) ?? -1n;
    if (cents < 0n || cents > MAX_INITIAL_DEPOSIT_CENTS) throw new ApiError(400, MESSAGES.deposit, 'invalid', { initial_deposit_amount: MESSAGES.deposit });
    return saveStep(request, 'deposit', (form) => ({ form: { ...form, initial_deposit_amount: fromCents(cents) } }));
  });

  app.post('/v2/onboarding/verify-discount-code/', {
    config,
    schema: { operationId: 'verifyDiscountCode', tags, summary: 'What a discount code would give this application, without applying it', body: DiscountCodeInput, response: { 200: PromoDetails, ...ErrorResponses, 429: ErrorAnswer('Too many attempts') } },
  }, async (request) => {
    const row = await loadApplication(db, request);
    if (isBlank(request.body.discount_code)) throw new ApiError(400, FORM_MESSAGES.required, 'invalid', { discount_code: FORM_MESSAGES.required });
    await refuseUsedPromo(row, promoByCode(request.body.discount_code)?.code ?? null);
    return promoView(request.body.discount_code ?? '', row.form as RegistrationFormData, now());
  });

  app.put('/v2/onboarding/apply-discount-code/', {
    config,
    schema: { operationId: 'applyDiscountCode', tags, summary: 'Applies a discount code to the application (null removes it); shown on the summary', body: DiscountCodeInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached'), 429: ErrorAnswer('Too many attempts') } },
  }, async (request) => {
    const code = request.body.discount_code;
    const promo = isBlank(code) ? null : promoByCode(code);
    if (!isBlank(code) && !promo) throw new ApiError(400, MESSAGES.discount, 'invalid_discount_code', { discount_code: MESSAGES.discount });
    return saveStep(request, 'plan-details', async (form, row) => {
      await refuseUsedPromo(row, promo?.code ?? null);
      return { form: { ...form, discount_code: promo?.code ?? null }, advance: false };
    });
  });

  app.post('/onboarding/summary/', {
    config,
    schema: { operationId: 'confirmRegistrationSummary', tags, summary: 'The person confirmed the summary of plan and fees (step plan-details)', body: RegistrationSummaryInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, async (request) => {
    if (!request.body.confirmed) throw new ApiError(400, FORM_MESSAGES.required, 'invalid', { confirmed: FORM_MESSAGES.required });
    return saveStep(request, 'plan-details', (form) => {
      if (!planById(form.selected_plan_id)) throw new ApiError(409, MESSAGES.plan, 'step_not_reached');
      return { form };
    });
  });

  app.post('/onboarding/collect-payment-information/', {
    config,
    schema: {
      operationId: 'createRegistrationPaymentIntent', tags,
      summary: "A payment intent of the card-payment provider for the checkout total (v1's call; step payment); the browser pays it with the provider",
      response: { 200: RegistrationPaymentIntent, ...ErrorResponses, 409: ErrorAnswer('Nothing due, already paid, or step not reached'), 503: ErrorAnswer('No card-payment provider') },
    },
  }, async (request) => {
    if (!cardProvider) throw new ApiError(503, PAYMENT_MESSAGES.unavailable, 'card_payments_unavailable');
    const row = await loadApplication(db, request);
    const at = now();
    assertCanSave(row, 'payment', at);
    const total = checkoutOf(row.form as RegistrationFormData, at).totalCheckoutFees;
    if (total === null) throw new ApiError(409, PAYMENT_MESSAGES.nothingDue, 'nothing_due');
    const made = await newCheckoutIntent(db, cardProvider, { applicationId: row.id, previous: storedPaymentOf(row.payment), total, at });
    await updateApplication(db, row.id, { payment: made.payment, updatedAt: at });
    if (made.kind === 'found_paid') throw new ApiError(409, PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
    return { payment_intent_id: made.payment.intent_id, client_secret: made.clientSecret, amount: total };
  });

  const paymentInfo = {
    config,
    schema: {
      tags, summary: 'The payment intent the card paid (read back from the provider, never trusted as sent); completes step payment',
      body: RegistrationPaymentInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Nothing due, or step not reached'), 503: ErrorAnswer('No card-payment provider') },
    },
  };
  const savePaymentInfo = async (request: FastifyRequest<{ Body: RegistrationPaymentInput }>) => {
    if (!cardProvider) throw new ApiError(503, PAYMENT_MESSAGES.unavailable, 'card_payments_unavailable');
    const intentId = request.body.payment_intent_id.trim();
    return saveStep(request, 'payment', async (form, row) => {
      const at = now();
      const total = checkoutOf(form, at).totalCheckoutFees;
      if (total === null) throw new ApiError(409, PAYMENT_MESSAGES.nothingDue, 'nothing_due');
      const stored = storedPaymentOf(row.payment);
      // Only the intent made for this application counts (another one's id would pay nothing here).
      if (!stored || stored.intent_id !== intentId) throw new ApiError(400, MESSAGES.payment, 'invalid', { payment_intent_id: MESSAGES.payment });
      if (isPaid(stored)) return { form };
      return { form, columns: { payment: await paidPayment(db, cardProvider, intentId, total, at) } };
    });
  };
  app.put('/v2/onboarding/payment-info/', { ...paymentInfo, schema: { ...paymentInfo.schema, operationId: 'saveRegistrationPayment' } }, savePaymentInfo);

  app.post('/v2/onboarding/apply/', {
    config,
    schema: {
      operationId: 'applyRegistration', tags,
      summary: 'The last step (user-identity-info): saves the questionnaire and opens the account; the person is signed in (cookie and token, as login)',
      body: RegistrationApplyInput, response: { 200: RegistrationApplied, ...ErrorResponses, 409: ErrorAnswer('Earlier steps missing, or the phone or e-mail cannot be used'), 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request, reply) => {
    const b = request.body;
    if (isBlank(b.work_description)) throw new ApiError(400, FORM_MESSAGES.required, 'invalid', { work_description: FORM_MESSAGES.required });
    const row = await loadApplication(db, request);
    assertCanSave(row, 'user-identity-info', now());
    const form = row.form as RegistrationFormData;
    if (form.prove !== true) throw new ApiError(409, MESSAGES.prove, 'step_not_reached');
    const at = now();
    const total = checkoutOf(form, at).totalCheckoutFees;
    const payment = storedPaymentOf(row.payment);
    if (total !== null && (!isPaid(payment) || payment?.amount !== total)) throw new ApiError(409, MESSAGES.payment, 'step_not_reached');
    const answers = { source_of_income: b.source_of_income, annual_income: b.annual_income, work_description: b.work_description.trim(), qube_discovery_method: b.qube_discovery_method };
    const { user, accountId } = await openAccountFromApplication(db, row, answers, at);
    // Issue 12: the partner whose code started it gets the conversion (CO-13) and a client (CO-22).
    await recordPartnerConversion(db, { application: row, userId: user.id, planName: null, at }, request.log);
    clearApplicationCookie(reply);
    const token = await startSession(db, reply, user, b.trust_device ?? false, at);
    return { token, account_id: accountId };
  });
};
