import { describe, expect, it } from 'vitest';
import { afterResetRequestPath, postLoginPath } from './post-login-path';

describe('postLoginPath', () => {
  it('prefers the page the guard sent the user away from', () => {
    expect(postLoginPath('/account/profile', '/cart')).toBe('/account/profile');
    expect(postLoginPath({ pathname: '/cart', search: '?x=1', hash: '' }, '/')).toBe('/cart?x=1');
  });

  it('falls back to the previous route', () => {
    expect(postLoginPath(undefined, '/products/3')).toBe('/products/3');
  });

  it.each(['/signup', '/forgot-password', '/reset-password?token=abc', '/login', '/login?verified=1'])(
    'goes home instead of back to %s',
    (previous) => {
      expect(postLoginPath(null, previous)).toBe('/');
    },
  );

  it('goes home without any previous route, and never off-site', () => {
    expect(postLoginPath(null, null)).toBe('/');
    expect(postLoginPath('//evil.example', null)).toBe('/');
    expect(postLoginPath('https://evil.example', null)).toBe('/');
  });
});

describe('afterResetRequestPath', () => {
  it('returns to the previous route, or / if none', () => {
    expect(afterResetRequestPath('/login')).toBe('/login');
    expect(afterResetRequestPath(null)).toBe('/');
    expect(afterResetRequestPath('/forgot-password')).toBe('/');
  });
});
