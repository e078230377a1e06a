import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

/** The address fields an application form keeps (each may still be missing). */
type FormAddress = {
  address_street?: string | null;
  address_apartment_no?: string | null;
  address_city?: string | null;
  address_state?: string | null;
  address_postal_code?: string | null;
};

/** Who a finished application makes: a regular user, with the proven phone, the password's slow hash and the form's address. */
export type NewUserDetails = {
  companyId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  featureFlags: Record<string, boolean>;
  address: FormAddress;
  at: Date;
};

/**
 * Inserts the user a finished application makes (registration's new customer, an invited authorized user), inside the
 * caller's transaction; the caller has checked that the e-mail and phone are free and turns a unique-index clash into
 * its own 409.
 */
export const insertNewUser = async (tx: Db, details: NewUserDetails) => {
  const { address } = details;
  const [user] = await tx.insert(users).values({
    companyId: details.companyId,
    email: details.email,
    passwordHash: details.passwordHash,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber,
    userType: 'regular_user',
    featureFlags: details.featureFlags,
    addressStreet: address.address_street ?? null,
    addressApartmentNo: address.address_apartment_no ?? null,
    addressCity: address.address_city ?? null,
    addressState: address.address_state ?? null,
    addressPostalCode: address.address_postal_code ?? null,
    createdAt: details.at,
  }).returning();
  if (!user) throw new Error('user insert failed');
  return user;
};
