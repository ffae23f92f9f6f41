import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../db/schema/auth';
import { items } from '../db/schema/catalog';
import { incidents } from '../db/schema/rentals';

/*
 * What the desk found on a rental's units and the photos of it, recorded on its incident. The
 * incident itself is still in db/schema/rentals.ts: the rentals' lists read it with each rental.
 */

/**
 * What the hand-over desk found on a unit at check-in, recorded on the rental's
 * incident: a damaged unit, or one that did not come back, with the administrator's note.
 */
export const incidentUnits = pgTable(
  'incident_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    condition: text('condition', { enum: ['damaged', 'missing'] }).notNull(),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('incident_units_incident_id_idx').on(table.incidentId),
    check('incident_units_condition', sql`${table.condition} IN ('damaged', 'missing')`),
  ],
);

/**
 * Photos of an incident (damage found at check-in), each stored through the product pictures'
 * pipeline under a random name; `itemId` says which unit it shows, when one was chosen.
 */
export const incidentPhotos = pgTable(
  'incident_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    imageKey: text('image_key').notNull().unique(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('incident_photos_incident_id_idx').on(table.incidentId)],
);
