import { date, integer, text } from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../../shared/calendar-date';

/*
 * Columns several tables declare alike. Each call makes a new column: Drizzle ties a column to the
 * one table it is declared in.
 */

/** The key of a table whose rows have no natural one: PostgreSQL numbers them, nobody else. */
export function identity() {
  return integer('id').primaryKey().generatedAlwaysAsIdentity();
}

/** A period of whole days, its first and last day included, as calendar dates (no time zone). */
export function period() {
  return {
    dateFrom: date('date_from', { mode: 'string' }).$type<IsoDate>().notNull(),
    dateTo: date('date_to', { mode: 'string' }).$type<IsoDate>().notNull(),
  };
}

/**
 * A catalogue record's English name (unique) and description, and their Spanish and German texts;
 * NULL falls back to the English (catalog/localized.ts).
 */
export function translatedTexts() {
  return {
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    nameEs: text('name_es'),
    nameDe: text('name_de'),
    descriptionEs: text('description_es'),
    descriptionDe: text('description_de'),
  };
}
