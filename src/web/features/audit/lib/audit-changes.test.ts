import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';
import { isEnumValue, isIncidentType } from './audit-record';

const product = {
  id: 7,
  name: 'Canon R5',
  dailyPrice: '39.90',
  brand: 'Canon',
  model: 'R5',
  categoryId: 2,
  categoryName: 'Cameras',
  description: '',
  itemCount: 3,
  imageUrl: null,
  cardImageUrl: null,
};

describe('auditChanges', () => {
  it('lists only the fields an edit changed, the known ones in reading order', () => {
    const after = { ...product, name: 'Canon EOS R5', dailyPrice: '45.00' };
    expect(auditChanges({ entity: 'product', before: product, after })).toEqual([
      { field: 'name', before: 'Canon R5', after: 'Canon EOS R5' },
      { field: 'dailyPrice', before: '39.90', after: '45.00' },
    ]);
  });

  it('hides ids and counts, and shows a nested language text as its own field', () => {
    const before = { ...product, translations: { es: { name: '' } } };
    const after = {
      ...product,
      categoryId: 3,
      categoryName: 'Drones',
      itemCount: 4,
      translations: { es: { name: 'Cámara' } },
    };
    expect(auditChanges({ entity: 'product', before, after })).toEqual([
      { field: 'categoryName', before: 'Cameras', after: 'Drones' },
      { field: 'translations.es.name', before: '', after: 'Cámara' },
    ]);
  });

  it("shows a created or deleted record's main fields that have a value", () => {
    expect(auditChanges({ entity: 'product', before: null, after: product }).map((change) => change.field)).toEqual([
      'name',
      'dailyPrice',
      'brand',
      'model',
      'categoryName',
    ]);
    expect(
      auditChanges({
        entity: 'item',
        before: { serialNumber: 'SN-1', productName: 'R5', status: 'Operational' },
        after: null,
      }),
    ).toEqual([
      { field: 'serialNumber', before: 'SN-1', after: null },
      { field: 'productName', before: 'R5', after: null },
      { field: 'status', before: 'Operational', after: null },
    ]);
  });

  it('gives nothing for an edit that changed nothing', () => {
    expect(auditChanges({ entity: 'product', before: product, after: { ...product } })).toEqual([]);
  });

  it("lists each changed setting of the shop's settings by its path", () => {
    const before = {
      payments: { methods: ['online', 'at_pickup'] },
      cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
      deposits: { enabled: true },
    };
    // Keys in the order the database's JSON keeps them, not the reading order.
    const after = {
      deposits: { enabled: false },
      cancellation: { lateRefundPercent: 30, fullRefundDaysBefore: 2 },
      payments: { methods: ['at_pickup'] },
    };
    expect(auditChanges({ entity: 'settings', before, after })).toEqual([
      { field: 'payments.methods', before: ['online', 'at_pickup'], after: ['at_pickup'] },
      { field: 'cancellation.lateRefundPercent', before: 50, after: 30 },
      { field: 'deposits.enabled', before: true, after: false },
    ]);
  });
});

describe("the integrations' entries", () => {
  it("shows a rotated webhook secret as the one change, and a token's main fields, none of them a secret", () => {
    const endpoint = { url: 'https://hooks.example.com/in', events: ['order.paid'], enabled: true };
    expect(
      auditChanges({
        entity: 'webhook',
        before: endpoint,
        after: { ...endpoint, secretRotatedAt: '2026-03-02T10:00:00.000Z' },
      }),
    ).toEqual([{ field: 'secretRotatedAt', before: null, after: '2026-03-02T10:00:00.000Z' }]);
    const token = { name: 'Zapier', scope: 'read', expiresAt: null, hint: '…a1b2', ownerName: 'Bea' };
    expect(auditChanges({ entity: 'api-token', before: null, after: token }).map((change) => change.field)).toEqual([
      'name',
      'scope',
      'hint',
      'ownerName',
    ]);
  });

  it('shows why the shop switched a webhook endpoint off, beside the switch (decision 096)', () => {
    const endpoint = { url: 'https://hooks.example.com/in', events: ['order.paid'], enabled: true };
    expect(
      auditChanges({
        entity: 'webhook',
        before: endpoint,
        after: { ...endpoint, enabled: false, disabledReason: 'token_revoked' },
      }),
    ).toEqual([
      { field: 'enabled', before: true, after: false },
      { field: 'disabledReason', before: null, after: 'token_revoked' },
    ]);
    expect(isEnumValue('token_owner_left_staff')).toBe(true);
  });
});

describe('the values the audit log translates', () => {
  it("takes an incident's type only as a `type` field's value: elsewhere Other may be a name", () => {
    expect(isIncidentType('type', 'ProductDamaged')).toBe(true);
    expect(isIncidentType('name', 'Other')).toBe(false);
    expect(isIncidentType('type', 'Camera')).toBe(false);
  });
});
