import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Tables a module owns live in its folder (<module>/schema.ts, decision 072); the rest in db/schema/.
  schema: ['./src/server/db/schema/*.ts', './src/server/*/schema.ts'],
  out: './src/server/db/migrations',
});
