import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from '../../shared/schemas/input';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Full names used to accept a right-to-left override, zero-width characters and CR/LF: a name
 * that reads as another customer's in the dashboard, or starts a new line in a mail or a log.
 * The sign-up, the profile and the catalogue's names refuse them with a 400 and write nothing.
 */

const origin = 'http://localhost:3000';
const HOSTILE_NAMES = [
  'Ana\u202Enimda',
  'Ana\u2066Lopez\u2069',
  'Ana\u200FLopez',
  'A\u200Bna Lopez',
  'Ana\u200DLopez',
  'Ana\u2060Lopez',
  '\uFEFFAna Lopez',
  'Ana Lopez\r\nBcc: all@example.com',
  'Ana\nLopez',
  'Ana\tLopez',
  'Ana\u0085Lopez',
  'Ana\u061CLopez',
];
const GOOD_NAMES = ['José Ñúñez', 'Zoë', 'Łukasz Żółć', 'محمد عبد الله', '王小明', '김민준'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const signUp = (name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { name, email, password: 'Camera!Rent1', language: 'en' },
  });

function expectHiddenRefused(response: Awaited<ReturnType<typeof signUp>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json();
  expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  expect(error.message).toContain(HIDDEN_CHARACTERS_MESSAGE);
}

describe('a full name', () => {
  it('with a control, direction or zero-width character is refused at sign-up, and no account is made', async () => {
    for (const [index, name] of HOSTILE_NAMES.entries()) {
      expectHiddenRefused(await signUp(name, `eve${index}@example.com`), 'name');
    }
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM "user"');
    expect(rows[0].n).toBe(0);
  });

  it('in any script signs up as written', async () => {
    for (const [index, name] of GOOD_NAMES.entries()) {
      expect((await signUp(name, `good${index}@example.com`)).statusCode, name).toBe(200);
    }
    const { rows } = await t.pool.query('SELECT name FROM "user" ORDER BY email');
    expect(rows.map((row) => row.name).sort()).toEqual([...GOOD_NAMES].sort());
  });

  it('is refused in a profile change, which keeps the saved name', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Lopez' });
    const patch = (fullName: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: ana.cookie, origin: ana.origin },
        payload: { fullName },
      });
    for (const name of HOSTILE_NAMES) expectHiddenRefused(await patch(name), 'fullName');
    const { rows } = await t.pool.query('SELECT name FROM "user" WHERE id = $1', [ana.id]);
    expect(rows[0].name).toBe('Ana Lopez');
    const renamed = await patch('José Ñúñez');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().fullName).toBe('José Ñúñez');
  });
});

describe('a catalogue name', () => {
  it('with a direction override or a line break is refused', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { cookie: admin.cookie, origin: admin.origin },
        payload: { name },
      });
    expectHiddenRefused(await create('Lenses\u202E'), 'name');
    expectHiddenRefused(await create('Lenses\r\nInjected'), 'name');
    expect((await create('Objetivos ópticos')).statusCode).toBe(201);
    const { rows } = await t.pool.query('SELECT name FROM categories');
    expect(rows).toEqual([{ name: 'Objetivos ópticos' }]);
  });
});
