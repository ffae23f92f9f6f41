import { eq, inArray } from 'drizzle-orm';
import { asLanguage, type Language } from '../../shared/languages';
import { lateFeeCents } from '../../shared/late-fee';
import { fromCents, toCents } from '../../shared/money';
import { lateFeeRuleOf } from '../../shared/schemas/settings';
import type { Rental } from '../../shared/schemas/rental';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { items } from '../db/schema/catalog';
import { incidents as incidentTable, rentals as rentalTable } from '../db/schema/rentals';
import { countryName } from '../invoices';
import type { RentalReader } from '../rentals/service';
import type { IncidentReader, MailJob } from './mail-jobs';
import type { SettingsReader } from './order-mail-context';
import { unitLabels } from './unit-labels';

/*
 * The mails about a rental and its incident (mail-jobs.ts writes them for their jobs): a reminder,
 * a unit swapped, an overdue notice, an incident's status. Each in the saved language of the
 * customer the rental or incident belongs to; null once the record is gone or its news no longer holds.
 */
export function createRentalMails(deps: {
  db: Database;
  rentals: RentalReader;
  incidents: IncidentReader;
  settings: SettingsReader;
  link: (path: string) => string;
}) {
  const { db, rentals, incidents, settings, link } = deps;

  /*
   * The saved language of the customer a rental or an incident belongs to, read first: the mail
   * is written in it, the product's name included (catalog/localized.ts). Null once the record is gone.
   */
  async function rentalOwnerLanguage(rentalId: number): Promise<Language | null> {
    const [row] = await db
      .select({ language: user.language })
      .from(rentalTable)
      .innerJoin(user, eq(user.id, rentalTable.userId))
      .where(eq(rentalTable.id, rentalId));
    return row ? asLanguage(row.language) : null;
  }

  async function incidentOwnerLanguage(incidentId: number): Promise<Language | null> {
    const [row] = await db
      .select({ language: user.language })
      .from(incidentTable)
      .innerJoin(user, eq(user.id, incidentTable.userId))
      .where(eq(incidentTable.id, incidentId));
    return row ? asLanguage(row.language) : null;
  }

  const rentalFacts = (rental: Rental) => ({
    to: { email: rental.userEmail, name: rental.userName },
    productName: rental.productName,
    dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
    serialNumbers: unitLabels(rental),
    rentalUrl: link(`/account/rental-requests/${rental.id}`),
  });

  return {
    async reminder(rentalId: number, reminder: 'starts' | 'ends') {
      const { rentalReminderMail } = await import('./templates/all');
      const language = await rentalOwnerLanguage(rentalId);
      const rental = language && (await rentals.find(rentalId, language));
      if (!language || !rental) return null;
      return rentalReminderMail(language, { ...rentalFacts(rental), kind: reminder });
    },

    async incidentStatus(incidentId: number) {
      const { incidentStatusMail } = await import('./templates/all');
      const language = await incidentOwnerLanguage(incidentId);
      const incident = language && (await incidents.findForMail(incidentId, language));
      if (!language || !incident) return null;
      return incidentStatusMail(language, {
        to: { email: incident.userEmail, name: incident.userName },
        productName: incident.productName,
        type: incident.type,
        status: incident.status,
        description: incident.description,
        incidentUrl: link(`/account/incidents/${incident.id}`),
      });
    },

    async unitSwapped(mail: Extract<MailJob, { kind: 'unit-swapped' }>) {
      const { unitSwappedMail } = await import('./templates/all');
      const language = await rentalOwnerLanguage(mail.rentalId);
      const rental = language && (await rentals.find(mail.rentalId, language));
      if (!language || !rental) return null;
      const units = await db
        .select({ id: items.id, serialNumber: items.serialNumber })
        .from(items)
        .where(inArray(items.id, [mail.newItemId, mail.replacedItemId]));
      const serialOf = (id: number) => units.find((unit) => unit.id === id)?.serialNumber;
      const newSerialNumber = serialOf(mail.newItemId);
      const replacedSerialNumber = serialOf(mail.replacedItemId);
      if (!newSerialNumber || !replacedSerialNumber) return null;
      const { to, productName, dates, rentalUrl } = rentalFacts(rental);
      return unitSwappedMail(language, {
        to,
        productName,
        dates,
        newSerialNumber,
        replacedSerialNumber,
        rentalUrl,
      });
    },

    async overdue(rentalId: number) {
      const { rentalOverdueMail } = await import('./templates/all');
      const language = await rentalOwnerLanguage(rentalId);
      const rental = language && (await rentals.find(rentalId, language));
      // Back (or cancelled) before the mail went out: nothing to ask for any more.
      if (!language || !rental?.overdue) return null;
      const shop = await settings.read();
      const out = rental.items.filter((unit) => unit.checkedOutAt !== null && unit.checkedInAt === null);
      const perUnit = lateFeeCents(lateFeeRuleOf(shop.lateFees), toCents(rental.dailyPrice), 1);
      const { legal } = shop;
      const { to, productName, dates, rentalUrl } = rentalFacts(rental);
      return rentalOverdueMail(language, {
        to,
        productName,
        dates,
        serialNumbers: out.map((unit) => unit.serialNumber),
        daysLate: rental.daysLate,
        feePerDay: fromCents(perUnit * out.length),
        feeSoFar: rental.lateFee,
        shopAddress: [
          legal.name,
          legal.street,
          [legal.postcode, legal.city].filter(Boolean).join(' '),
          legal.country && countryName(legal.country, language),
        ].filter((line) => line.trim() !== ''),
        rentalUrl,
      });
    },
  };
}
