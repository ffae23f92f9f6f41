import { parseArgs } from 'node:util';

export type GenerateOptions = {
  products: number;
  rentals: number;
  unitsPerProduct: number;
  customers: number;
};

/** Products' model numbers are made unique from the product's number below this (products.ts). */
const MAX_PRODUCTS = 1_000_000;

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

/** `--products 100000 --rentals 1000000 --units-per-product 3 --customers 2000` (these are the defaults). */
export function parseGenerateOptions(argv: string[]): GenerateOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string', default: '100000' },
      rentals: { type: 'string', default: '1000000' },
      'units-per-product': { type: 'string', default: '3' },
      customers: { type: 'string', default: '2000' },
    },
    strict: true,
  });
  return {
    products: wholeNumber('products', values.products, 1, MAX_PRODUCTS),
    rentals: wholeNumber('rentals', values.rentals, 0, 50_000_000),
    unitsPerProduct: wholeNumber('units-per-product', values['units-per-product'], 1, 100),
    customers: wholeNumber('customers', values.customers, 1, 10_000_000),
  };
}
