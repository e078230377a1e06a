import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ClientsQuery, LeadsQuery } from '@qube/contract/partners';
import type { Db } from '../../platform/db/client';
import { partnerConversions, partnerLeads } from '../../platform/db/schema';

/** Leads (CO-20) and clients (CO-22) of a coach: people who signed up with one of their codes, a page at a time. */

type Paging = { limit: number; offset: number };

/** `%text%` for ILIKE with the wildcards of the text itself taken literally. */
const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** People who signed up with the coach's codes and have not bought a plan: one page and the count of all. */
export const leadsPage = async (db: Db, partnerUserId: number, q: Pick<LeadsQuery, 'search' | 'ordering'>, { limit, offset }: Paging) => {
  const parts: SQL[] = [eq(partnerLeads.partnerUserId, partnerUserId), isNull(partnerLeads.convertedAt)];
  if (q.search && q.search.trim() !== '') {
    const like = containing(q.search);
    const match = or(ilike(sql`${partnerLeads.firstName} || ' ' || ${partnerLeads.lastName}`, like), ilike(partnerLeads.email, like));
    if (match) parts.push(match);
  }
  const where = and(...parts);
  const name = sql`lower(${partnerLeads.firstName} || ' ' || ${partnerLeads.lastName})`;
  const order = {
    signed_up_at: [asc(partnerLeads.signedUpAt), asc(partnerLeads.id)], '-signed_up_at': [desc(partnerLeads.signedUpAt), desc(partnerLeads.id)],
    name: [asc(name), asc(partnerLeads.id)], '-name': [desc(name), desc(partnerLeads.id)],
  }[q.ordering ?? '-signed_up_at'];
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerLeads).where(where);
  const rows = await db.select().from(partnerLeads).where(where).orderBy(...order).limit(limit).offset(offset);
  return { total: Number(n), rows };
};

/** People who bought a plan with the coach's codes, filtered by plan, activity and search: one page and the count of all. */
export const clientsPage = async (db: Db, partnerUserId: number, q: Pick<ClientsQuery, 'search' | 'ordering' | 'plan' | 'active'>, { limit, offset }: Paging) => {
  const parts: SQL[] = [eq(partnerConversions.partnerUserId, partnerUserId)];
  if (q.plan) parts.push(eq(partnerConversions.product, q.plan));
  if (q.active !== undefined) parts.push(eq(partnerConversions.active, q.active));
  if (q.search && q.search.trim() !== '') {
    const like = containing(q.search);
    const match = or(ilike(partnerConversions.customerName, like), ilike(partnerConversions.customerEmail, like));
    if (match) parts.push(match);
  }
  const where = and(...parts);
  const c = partnerConversions;
  const order = {
    client_since: [asc(c.accountCreated), asc(c.id)], '-client_since': [desc(c.accountCreated), desc(c.id)],
    name: [asc(sql`lower(${c.customerName})`), asc(c.id)], '-name': [desc(sql`lower(${c.customerName})`), desc(c.id)],
    plan: [asc(c.product), asc(c.id)], '-plan': [desc(c.product), desc(c.id)],
  }[q.ordering ?? '-client_since'];
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(c).where(where);
  const rows = await db.select().from(c).where(where).orderBy(...order).limit(limit).offset(offset);
  return { total: Number(n), rows };
};
