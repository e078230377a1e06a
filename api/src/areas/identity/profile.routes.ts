import crypto from 'node:crypto';
import { Detail, ErrorResponses } from '@qube/contract/common';
import {
  Address,
  AddressInput,
  DocumentsInput,
  MAX_DOCUMENT_BASE64_LENGTH,
  PhoneNumber,
  PhoneNumberInput,
  PhoneVerificationInput,
  UploadedDocuments,
} from '@qube/contract/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import {
  addressOf, confirmPhoneChange, countWrongGuess, issuePhoneChangeCode, latestPhoneChangeCode, saveAddress, saveAddressDocuments,
} from './profileChanges';
import { acceptedDocumentType, cleanFileName, DOCUMENT_REJECTED, MAX_DOCUMENTS_PER_UPLOAD } from './documents';
import { parseMultipart } from './multipart';
import { FieldErrors, fieldError, isBlank, MESSAGES, PHONE_RE } from '../../platform/validation';
import { hashToken, requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import { textPhoneCode } from './phoneCodes';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const PHONE_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong guesses before a code stops working (5 digits must not be guessable). */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_INVALID = 'The verification code is incorrect or has expired.';

/**
 * Room for 5 files of 5 MB as base64 JSON (content_base64's maxLength each) or multipart, plus envelope: a larger
 * body answers 413 before it is read.
 */
export const DOCUMENTS_BODY_LIMIT = MAX_DOCUMENTS_PER_UPLOAD * MAX_DOCUMENT_BASE64_LENGTH + 1024 * 1024;

/** Whether a UTF-16 code unit is in the base64 alphabet (A-Z, a-z, 0-9, '+', '/'). */
const isBase64Char = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;

/**
 * The bytes of padded base64 (RFC 4648 section 4, no whitespace), or null when the text is not that. One pass over
 * the characters and no regular expression, so the time is linear in the length whatever the text holds.
 */
export const decodeBase64 = (text: string): Buffer | null => {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  for (let i = 0; i < text.length - padding; i++) if (!isBase64Char(text.charCodeAt(i))) return null;
  const bytes = Buffer.from(text, 'base64');
  // Each 4 characters are 3 bytes, less the padding: anything else was not base64.
  return bytes.length === (text.length / 4) * 3 - padding ? bytes : null;
};

/** A file above 5 MB fails content_base64's maxLength: it answers the upload's own message, as a refused type does. */
const documentsErrorFormatter = (errors: FastifySchemaValidationError[]) =>
  errors.some((e) => e.keyword === 'maxLength' && e.instancePath.startsWith('/documents/') && e.instancePath.endsWith('/content_base64'))
    ? new ApiError(400, DOCUMENT_REJECTED, 'invalid', { documents: DOCUMENT_REJECTED })
    : new Error('Invalid request.');

const codeMatches = (code: string, hash: string) => {
  const a = Buffer.from(hashToken(code));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Signed-in user's own details: phone number change, address change and proof-of-address documents. */
export const profileRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now, texts }) => {
  const { db } = database;

  // multipart/form-data (only used by change-address-documents/ in this plugin): turned into the JSON shape.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: DOCUMENTS_BODY_LIMIT }, (request, body, done) => {
    try {
      const parts = parseMultipart(body as Buffer, request.headers['content-type'] ?? '');
      const documents = parts
        .filter((p) => (p.name === 'documents' || p.name === 'documents[]') && p.filename !== undefined)
        .map((p) => ({
          name: p.filename ?? '',
          content_type: p.contentType ?? 'application/octet-stream',
          size: p.data.length,
          content_base64: p.data.toString('base64'),
        }));
      done(null, { documents });
    } catch {
      done(new ApiError(400, 'The upload could not be read.', 'invalid_multipart'), undefined);
    }
  });

  app.post('/users/add-new-phone-number/', {
    preHandler: needsProvider(texts, 'texts'),
    schema: {
      operationId: 'addPhoneNumber', tags: ['users'],
      summary: 'Texts a 5-digit code (10 minutes) to a new phone number',
      body: PhoneNumberInput,
      response: { 200: Detail, ...ErrorResponses, ...unavailableResponse('texts') },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const phone = request.body.phone_number.trim();
    if (phone === '') fieldError('phone_number', MESSAGES.required);
    if (!PHONE_RE.test(phone)) fieldError('phone_number', MESSAGES.phone);
    const at = now();
    const code = crypto.randomInt(0, 100_000).toString().padStart(5, '0');
    await issuePhoneChangeCode(db, { userId: user.id, phone, codeHash: hashToken(code), expiresAt: new Date(at.getTime() + PHONE_CODE_LIFETIME_MS), at });
    await textPhoneCode(requireProvider(texts, 'texts'), phone, code, at);
    return { detail: `We sent a verification code to ${phone}.` };
  });

  app.post('/users/verify-new-phone-number/', {
    schema: {
      operationId: 'verifyPhoneNumber', tags: ['users'],
      summary: 'Checks the code and makes the number the user\'s phone number',
      body: PhoneVerificationInput,
      response: { 200: PhoneNumber, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const phone = request.body.phone_number.trim();
    if (!PHONE_RE.test(phone)) fieldError('phone_number', MESSAGES.phone);
    const code = request.body.verification_code.trim();
    const at = now();
    const pending = await latestPhoneChangeCode(db, user.id);
    const usable = pending && pending.phoneNumber === phone && pending.expiresAt.getTime() > at.getTime() && pending.attempts < PHONE_CODE_MAX_ATTEMPTS;
    if (!usable || !/^\d{5}$/.test(code) || !codeMatches(code, pending.codeHash)) {
      if (usable) await countWrongGuess(db, pending);
      throw new ApiError(400, PHONE_CODE_INVALID, 'invalid_code', { verification_code: PHONE_CODE_INVALID });
    }
    const ok = await confirmPhoneChange(db, { codeId: pending.id, userId: user.id, phone, at });
    if (!ok) throw new ApiError(400, PHONE_CODE_INVALID, 'invalid_code', { verification_code: PHONE_CODE_INVALID });
    return { phone_number: phone };
  });

  app.get('/users/me/change-address/', {
    schema: {
      operationId: 'getAddress', tags: ['users'],
      summary: 'The current address and the number of proof-of-address documents waiting for review',
      response: { 200: Address, ...ErrorResponses },
    },
  }, async (request) => addressOf(db, requireAuth(request.auth).user.id));

  app.post('/users/me/change-address/', {
    schema: {
      operationId: 'changeAddress', tags: ['users'],
      summary: 'Changes the address (street, city, 2-letter state and 5-digit zip required; apartment optional)',
      body: AddressInput,
      response: { 200: Address, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body ?? {};
    const street = body.address_street?.trim() ?? '';
    const apartment = body.address_apartment_no?.trim() ?? '';
    const city = body.address_city?.trim() ?? '';
    const state = body.address_state?.trim() ?? '';
    const zip = body.address_postal_code?.trim() ?? '';
    const errors = new FieldErrors();
    if (isBlank(street)) errors.add('address_street', MESSAGES.required);
    if (isBlank(city)) errors.add('address_city', MESSAGES.required);
    if (isBlank(state)) errors.add('address_state', MESSAGES.required);
    else if (!/^[A-Za-z]{2}$/.test(state)) errors.add('address_state', MESSAGES.state);
    if (isBlank(zip)) errors.add('address_postal_code', MESSAGES.required);
    else if (!/^\d{5}$/.test(zip)) errors.add('address_postal_code', MESSAGES.zip);
    errors.throwIfAny();
    await saveAddress(db, user.id, {
      addressStreet: street,
      addressApartmentNo: apartment === '' ? null : apartment,
      addressCity: city,
      addressState: state.toUpperCase(),
      addressPostalCode: zip,
    });
    return addressOf(db, user.id);
  });

  app.post('/users/me/change-address-documents/', {
    bodyLimit: DOCUMENTS_BODY_LIMIT,
    schemaErrorFormatter: documentsErrorFormatter,
    schema: {
      operationId: 'uploadAddressDocuments', tags: ['users'],
      summary: 'Uploads proof-of-address files (multipart field `documents`, or JSON with base64 content); PDF, PNG or JPEG, 5 MB each',
      consumes: ['multipart/form-data', 'application/json'],
      body: DocumentsInput,
      response: { 201: UploadedDocuments, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const uploads = request.body.documents;
    if (uploads.length === 0) fieldError('documents', MESSAGES.required);
    const accepted = uploads.map((doc) => {
      const bytes = decodeBase64(doc.content_base64);
      const contentType = bytes && acceptedDocumentType(doc.content_type, bytes);
      if (!bytes || !contentType) return fieldError('documents', DOCUMENT_REJECTED);
      return { name: cleanFileName(doc.name), contentType, bytes };
    });
    const at = now();
    const rows = await saveAddressDocuments(db, user.id, accepted, at);
    return reply.status(201).send({ documents: rows });
  });
};
