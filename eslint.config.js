import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/', 'src/web/lib/api-schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The server must not import the web app, nor the web app the server: they meet in src/shared.
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
      // The API is called through the typed client (lib/api-client.ts), never by a built URL.
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='fetch']", message: 'Call the API through `api` from lib/api-client.ts.' },
        {
          selector: 'TemplateLiteral > TemplateElement[value.raw=/\\/api\\//]',
          message: 'Call the API through `api` from lib/api-client.ts, with typed path parameters.',
        },
      ],
    },
  },
  {
    files: ['src/web/lib/api-client.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
