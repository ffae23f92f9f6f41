/** Public entry of account: choosing the language, which a signed-in customer's profile keeps too. */
export { useChooseLanguage } from './api/use-choose-language';
