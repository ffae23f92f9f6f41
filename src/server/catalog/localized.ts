import { type Column, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/languages';
import { categories, products } from '../db/schema/catalog';
import { requestLanguage } from '../http/request-language';

/*
 * Catalogue texts in the customer's language. English is required and is the record's identity;
 * a Spanish or German text that is NULL or empty falls back to it. Every read of a category's or
 * product's name or description meant for a customer goes through these expressions, so the
 * fallback rule lives in one place (decision 019).
 */

function localized(texts: Record<Language, Column>, language: Language): SQL<string> {
  if (language === 'en') return sql<string>`${texts.en}`;
  return sql<string>`COALESCE(NULLIF(${texts[language]}, ''), ${texts.en})`;
}

export const productName = (language: Language) =>
  localized({ en: products.name, es: products.nameEs, de: products.nameDe }, language);

/**
 * The name of the product row `alias` names in a subquery (a kit's parts), where a column must
 * say its table: Drizzle leaves it out of a one-table select, so the outer row would be read.
 */
export function productNameOf(alias: string, language: Language): SQL<string> {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  if (language === 'en') return sql<string>`${column('name')}`;
  return sql<string>`COALESCE(NULLIF(${column(`name_${language}`)}, ''), ${column('name')})`;
}

export const productDescription = (language: Language) =>
  localized({ en: products.description, es: products.descriptionEs, de: products.descriptionDe }, language);

export const categoryName = (language: Language) =>
  localized({ en: categories.name, es: categories.nameEs, de: categories.nameDe }, language);

export const categoryDescription = (language: Language) =>
  localized({ en: categories.description, es: categories.descriptionEs, de: categories.descriptionDe }, language);

/** A search on a product's name finds it by its name in any of the shop's languages. */
export const productNameMatches = (pattern: string | SQLWrapper) =>
  or(ilike(products.name, pattern), ilike(products.nameEs, pattern), ilike(products.nameDe, pattern))!;

/**
 * The language a catalogue answer is written in: the request's Accept-Language (the web sends
 * the page's language), English otherwise. The answer says so, and caches keep one per language.
 */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const language = requestLanguage(request.headers['accept-language']) ?? 'en';
  reply.header('Content-Language', language);
  reply.header('Vary', 'Accept-Language');
  return language;
}
