import { beforeAll, expect } from 'vitest';

/*
 * user-event waits for a timer between every key and click it sends (`delay: 0` is still a
 * macrotask each): a form test typing a few hundred characters spent most of its time waiting.
 * `delay: null` sends them at once, as fast as React renders them; a test that needs the pauses
 * passes its own `delay`. Only the web's test files load user-event, and only they are patched.
 */
beforeAll(async () => {
  if (!/[\\/]src[\\/]web[\\/]/.test(expect.getState().testPath ?? '')) return;
  const { default: userEvent } = await import('@testing-library/user-event');
  const setup = userEvent.setup.bind(userEvent);
  Object.assign(userEvent, {
    setup: (options: Parameters<typeof setup>[0] = {}) => setup({ delay: null, ...options }),
  });
});
