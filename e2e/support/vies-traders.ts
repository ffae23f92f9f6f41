/** The companies the VIES stand-in of the journeys' shops knows (serve-shops.ts): any other number is invalid. */
export const VIES_TRADERS = {
  FR40303265045: { name: 'SA PRODUCTIONS LUMIERE', address: '12 RUE DE LA PAIX, 75002 PARIS' },
};
