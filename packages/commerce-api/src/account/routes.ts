import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import { addressLabelSchema, addressSchema, changePasswordSchema, profileUpdateSchema } from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import * as v from 'valibot';
import type { AddressesTable } from '../db/schema';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { endAllSessions, requireMember } from '../http/session';
import { doublingPolicy, takeAttempt, type ThrottleKey } from '../http/throttle';
import { parseInput } from '../http/validate';
import { findCustomerByEmail, findCustomerById, type Customer } from '../identity/members';
import { hashPassword, verifyPassword } from '../identity/passwords';

/** Most addresses one address book holds. */
export const MAX_ADDRESSES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addressBookEntrySchema = v.intersect([
  addressSchema,
  v.object({
    label: addressLabelSchema,
    isDefault: v.optional(v.boolean(), false),
  }),
]);

const addressParams = v.object({ id: v.string() });

/** The option value the locale's state select uses for a stored abbreviation (fr-CA spells Yukon out). */
function stateValue(locale: LocaleCode, abbreviation: string | null): string | null {
  if (!abbreviation) return null;
  const option = getLocaleSetting(locale).stateOptions.find((entry) => entry.abbreviation === abbreviation);
  return option?.value ?? abbreviation;
}

function profileOf(customer: Customer, locale: LocaleCode) {
  return {
    id: customer.id,
    email: customer.email,
    title: customer.title,
    firstName: customer.first_name,
    lastName: customer.last_name,
    mobilePhone: customer.mobile_phone,
    state: customer.market === getLocaleSetting(locale).market ? stateValue(locale, customer.state) : customer.state,
    birthday:
      customer.birthday_day && customer.birthday_month
        ? { day: customer.birthday_day, month: customer.birthday_month, year: customer.birthday_year }
        : null,
    anniversary: customer.anniversary,
    interests: customer.interests,
    market: customer.market,
    brillianceNumber: customer.brilliance_number,
    memberSince: customer.created_at.toISOString(),
  };
}

function addressOf(row: Selectable<AddressesTable>, locale: LocaleCode) {
  return {
    id: row.id,
    label: row.label,
    firstName: row.first_name,
    lastName: row.last_name,
    address1: row.address1,
    address2: row.address2,
    suburb: row.suburb,
    city: row.city,
    state: row.country === 'NZ' ? row.state : stateValue(locale, row.state),
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    isDefault: row.is_default,
  };
}

/** Verifies the member's current password, throttled like sign-in (a stolen session must not brute-force it). */
async function checkCurrentPassword(request: FastifyRequest, customer: Customer, password: string): Promise<void> {
  const { db } = request.server;
  const keys: ThrottleKey[] = [{ scope: 'account:current-password', key: customer.id, policy: doublingPolicy }];
  const attempt = await takeAttempt(db, keys);
  const ok = customer.password_hash ? await verifyPassword(password, customer.password_hash) : false;
  if (!ok) {
    await attempt.failed();
    throw new ApiProblem(400, 'CURRENT_PASSWORD_INCORRECT', 'The current password is not correct.', {
      errors: { currentPassword: 'validation.currentPassword.required' },
    });
  }
  await attempt.succeeded();
}

async function loadMember(request: FastifyRequest): Promise<Customer> {
  const customerId = requireMember(request);
  const customer = await findCustomerById(request.server.db, customerId);
  if (!customer) throw problems.unauthenticated();
  return customer;
}

const addressNotFound = () => new ApiProblem(404, 'NOT_FOUND', 'The address was not found.');

/** account: the member's profile, password and address book (members only; 401 otherwise). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/account/profile',
    tag: 'account',
    summary: 'The signed-in member’s profile',
    responses: { 401: 'UNAUTHENTICATED' },
    handler: async ({ request }) => profileOf(await loadMember(request), request.localeContext.locale),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/account/profile',
    tag: 'account',
    summary: 'Update the profile (SPEC §3 Update account); a new e-mail or password needs the current password',
    responses: {
      400: 'VALIDATION_FAILED or CURRENT_PASSWORD_INCORRECT',
      401: 'UNAUTHENTICATED',
      409: 'EMAIL_IN_USE',
    },
    handler: async ({ request }) => {
      const customer = await loadMember(request);
      const body = await parseInput(profileUpdateSchema(customer.market), request.body ?? {});
      const emailChanges = body.email !== undefined && body.email.toLowerCase() !== customer.email.toLowerCase();
      const passwordChanges = body.newPassword !== undefined;
      if (emailChanges || passwordChanges) {
        if (body.currentPassword === undefined) {
          throw problems.invalid({ currentPassword: 'validation.currentPassword.required' });
        }
        await checkCurrentPassword(request, customer, body.currentPassword);
      }
      if (emailChanges && (await findCustomerByEmail(db, body.email!))) {
        throw new ApiProblem(409, 'EMAIL_IN_USE', 'Another account uses this e-mail address.');
      }
      const passwordHash = passwordChanges ? await hashPassword(body.newPassword!) : undefined;
      let updated: Customer;
      try {
        updated = await db
          .updateTable('customers')
          .set({
            ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
            ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
            ...(body.mobilePhone !== undefined ? { mobile_phone: body.mobilePhone } : {}),
            ...(body.state !== undefined ? { state: body.state } : {}),
            ...(emailChanges ? { email: body.email! } : {}),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', customer.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') {
          throw new ApiProblem(409, 'EMAIL_IN_USE', 'Another account uses this e-mail address.');
        }
        throw error;
      }
      if (passwordChanges || emailChanges) await endAllSessions(request, customer.id, request.session?.tokenHash);
      return profileOf(updated, request.localeContext.locale);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/account/password',
    tag: 'account',
    summary: 'Change the password (current, new, confirmation); every other session of the account ends',
    body: changePasswordSchema,
    responses: { 400: 'VALIDATION_FAILED or CURRENT_PASSWORD_INCORRECT', 401: 'UNAUTHENTICATED' },
    handler: async ({ request, body }) => {
      const customer = await loadMember(request);
      await checkCurrentPassword(request, customer, body.currentPassword);
      await db
        .updateTable('customers')
        .set({ password_hash: await hashPassword(body.newPassword), updated_at: new Date() })
        .where('id', '=', customer.id)
        .execute();
      await endAllSessions(request, customer.id, request.session?.tokenHash);
      return { changed: true };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/account/addresses',
    tag: 'account',
    summary: 'The member’s address book, default first',
    responses: { 401: 'UNAUTHENTICATED' },
    handler: async ({ request }) => {
      const customerId = requireMember(request);
      const rows = await db
        .selectFrom('addresses')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('is_default', 'desc')
        .orderBy('created_at')
        .execute();
      return { addresses: rows.map((row) => addressOf(row, request.localeContext.locale)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/account/addresses',
    tag: 'account',
    summary: 'Add an address (SPEC §5 rules: postcode and state per country)',
    body: addressBookEntrySchema,
    responses: { 201: 'Added', 401: 'UNAUTHENTICATED', 409: 'ADDRESS_BOOK_FULL' },
    handler: async ({ request, reply, body }) => {
      const customerId = requireMember(request);
      const row = await db.transaction().execute(async (trx) => {
        // Locks the member row so two concurrent adds cannot both pass the size check or both become default.
        await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_ADDRESSES) {
          throw new ApiProblem(409, 'ADDRESS_BOOK_FULL', `An address book holds at most ${MAX_ADDRESSES} addresses.`);
        }
        const isDefault = body.isDefault || Number(count) === 0;
        if (isDefault) {
          await trx.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', customerId).execute();
        }
        return trx
          .insertInto('addresses')
          .values({
            customer_id: customerId,
            label: body.label || null,
            first_name: body.firstName,
            last_name: body.lastName,
            address1: body.address1,
            address2: body.address2 ?? null,
            suburb: body.suburb ?? null,
            city: body.city,
            state: body.state ?? null,
            postcode: body.postcode,
            country: body.country,
            phone: body.phone,
            is_default: isDefault,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      void reply.code(201);
      return addressOf(row, request.localeContext.locale);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/account/addresses/:id',
    tag: 'account',
    summary: 'Replace one of the member’s addresses; another customer’s id is a 404 with no data',
    params: addressParams,
    body: addressBookEntrySchema,
    responses: { 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND' },
    handler: async ({ request, params, body }) => {
      const customerId = requireMember(request);
      if (!UUID.test(params.id)) throw addressNotFound();
      const row = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
        const own = await trx
          .selectFrom('addresses')
          .select('id')
          .where('id', '=', params.id)
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
        // Throwing inside the transaction rolls it back: a foreign or unknown id changes nothing.
        if (!own) throw addressNotFound();
        if (body.isDefault) {
          await trx.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', customerId).execute();
        }
        return trx
          .updateTable('addresses')
          .set({
            label: body.label || null,
            first_name: body.firstName,
            last_name: body.lastName,
            address1: body.address1,
            address2: body.address2 ?? null,
            suburb: body.suburb ?? null,
            city: body.city,
            state: body.state ?? null,
            postcode: body.postcode,
            country: body.country,
            phone: body.phone,
            ...(body.isDefault ? { is_default: true } : {}),
          })
          .where('id', '=', params.id)
          .where('customer_id', '=', customerId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return addressOf(row, request.localeContext.locale);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/account/addresses/:id',
    tag: 'account',
    summary: 'Delete one of the member’s addresses; another customer’s id is a 404 with no data',
    params: addressParams,
    responses: { 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND' },
    handler: async ({ request, params }) => {
      const customerId = requireMember(request);
      if (!UUID.test(params.id)) throw addressNotFound();
      const deleted = await db
        .deleteFrom('addresses')
        .where('id', '=', params.id)
        .where('customer_id', '=', customerId)
        .returning('is_default')
        .executeTakeFirst();
      if (!deleted) throw addressNotFound();
      if (deleted.is_default) await restoreDefault(request, customerId);
      return { deleted: true };
    },
  });
}

/** Makes the oldest remaining address the default when the book has none. */
async function restoreDefault(request: FastifyRequest, customerId: string): Promise<void> {
  const { db } = request.server;
  const hasDefault = await db
    .selectFrom('addresses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  if (hasDefault) return;
  const oldest = await db
    .selectFrom('addresses')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (oldest) await db.updateTable('addresses').set({ is_default: true }).where('id', '=', oldest.id).execute();
}
