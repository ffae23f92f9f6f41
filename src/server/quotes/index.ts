/*
 * quotes/'s face: what other folders use of it (eslint/folder-direction.js). Quotes a customer
 * asks for or staff make, their versions, PDF and acceptance (decision 090). Its tables are
 * schema.ts; its routes routes.ts.
 */
export { createQuoteService, type QuoteService } from './service';
export { createQuoteAcceptance, type PlaceOrder, type QuoteAcceptanceService } from './acceptance';
