import { resolve } from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '../shared/calendar-date';
import { machineTimeZone } from '../shared/shop-page';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every variable the server reads; `.env.example` documents the same list with its defaults. */
const envSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(54_329),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Framehire <no-reply@framehire.local>'),
  TRUST_PROXY: booleanFromEnv.default(false),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  SHOP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Madrid or America/Los_Angeles')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'DATA_DIR' | 'SHOP_TIME_ZONE'> & {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set: then it is the only origin browsers may call the shop from. */
  PUBLIC_URL_SET: boolean;
  DATA_DIR: string;
  SHOP_TIME_ZONE: string;
};



export class ConfigError extends Error {}

/** Parses the environment once at start, failing with the name of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  return {
    ...value,
    DATA_DIR: resolve(value.DATA_DIR),
    SHOP_TIME_ZONE: value.SHOP_TIME_ZONE ?? machineTimeZone(),
    PUBLIC_URL: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    PUBLIC_URL_SET: value.PUBLIC_URL !== undefined,
  };
}
