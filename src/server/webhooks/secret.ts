import { randomBytes } from 'node:crypto';

/** A signing secret as Standard Webhooks writes it: `whsec_` and the base64 of 32 random bytes. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
