import type { Language } from '../shared/languages';

/*
 * What an invoice line says when it is not a rental's own line, in the customer's language: the
 * document is written once, in that language, and printed as written ever after.
 */
export const invoiceLineTexts: Record<
  Language,
  {
    keptFromDeposit: (reason: string) => string;
    cancellation: (product: string) => string;
    /** A rental shortened or moved to fewer charged days: the days it no longer charges. */
    dateChange: (product: string) => string;
    /** A line's daily price lowered by staff: what it no longer charges. */
    priceChange: (product: string) => string;
    /** Fewer units of a line, set by staff: what the units taken off no longer charge. */
    quantityChange: (product: string) => string;
    refund: (reason: string) => string;
    /** A line taken off an invoice on account before it was paid (a line cancelled). */
    onAccountCorrection: string;
    /** What the cancellation rules kept of a line cancelled before the order was settled (decision 063). */
    cancellationFee: (product: string) => string;
    /** What the cancellation rules kept of days taken off a line before the order was settled. */
    changeFee: (product: string) => string;
    /** A late return's fee: `units` of `product` back `days` days after the rental's last day. */
    lateFee: (product: string, units: number, days: number) => string;
    /** A rental extended: `days` more days of `units` of `product`, to its new last day `until` (formatted). */
    extension: (product: string, units: number, days: number, until: string) => string;
    /** A line's daily price raised by staff after the order was paid (decision 069): the difference. */
    priceRaised: (product: string) => string;
    /** Units added to a line by staff after the order was paid (decision 069): what they charge. */
    moreUnits: (product: string) => string;
    /** A line added by staff after the order was paid (decision 069): `units` of `product` for `days` charged days, `from` to `to` (formatted). */
    lineAdded: (product: string, units: number, days: number, from: string, to: string) => string;
    /** What a coupon took off the rent of the lines at VAT `rate` (formatted: "19%", "19 %"). */
    discount: (code: string, rate: string) => string;
    /** The damage waiver of the lines at VAT `rate` (formatted), docs/pricing.md. */
    damageWaiver: (rate: string) => string;
  }
> = {
  en: {
    keptFromDeposit: (reason) => `Kept from the deposit: ${reason}`,
    cancellation: (product) => `Cancellation: ${product}`,
    dateChange: (product) => `Changed dates: ${product}`,
    priceChange: (product) => `Price reduced: ${product}`,
    quantityChange: (product) => `Fewer units: ${product}`,
    refund: (reason) => `Refund: ${reason}`,
    onAccountCorrection: 'Taken off the amount due: a line cancelled before payment',
    cancellationFee: (product) => `Cancellation fee: ${product}`,
    changeFee: (product) => `Fee for changed dates: ${product}`,
    lateFee: (product, units, days) =>
      `Late return: ${product}, ${units === 1 ? '1 unit' : `${units} units`} ${days === 1 ? '1 day' : `${days} days`} late`,
    extension: (product, units, days, until) =>
      `Extension: ${product}, ${units === 1 ? '1 unit' : `${units} units`}, ${days === 1 ? '1 more day' : `${days} more days`} until ${until}`,
    priceRaised: (product) => `Price raised: ${product}`,
    moreUnits: (product) => `More units: ${product}`,
    lineAdded: (product, units, days, from, to) =>
      `Added to the order: ${product}, ${units === 1 ? '1 unit' : `${units} units`}, ${days === 1 ? '1 day' : `${days} days`}, ${from} to ${to}`,
    discount: (code, rate) => `Coupon ${code}: discount on the rentals at ${rate} VAT`,
    damageWaiver: (rate) => `Damage waiver for the rentals at ${rate} VAT`,
  },
  es: {
    keptFromDeposit: (reason) => `Retenido de la fianza: ${reason}`,
    cancellation: (product) => `Cancelación: ${product}`,
    dateChange: (product) => `Cambio de fechas: ${product}`,
    priceChange: (product) => `Rebaja de precio: ${product}`,
    quantityChange: (product) => `Menos unidades: ${product}`,
    refund: (reason) => `Reembolso: ${reason}`,
    onAccountCorrection: 'Descontado del importe pendiente: una línea cancelada antes del pago',
    cancellationFee: (product) => `Gastos de cancelación: ${product}`,
    changeFee: (product) => `Gastos por cambio de fechas: ${product}`,
    lateFee: (product, units, days) =>
      `Devolución con retraso: ${product}, ${units === 1 ? '1 unidad' : `${units} unidades`}, ${days === 1 ? '1 día' : `${days} días`} de retraso`,
    extension: (product, units, days, until) =>
      `Ampliación: ${product}, ${units === 1 ? '1 unidad' : `${units} unidades`}, ${days === 1 ? '1 día más' : `${days} días más`} hasta el ${until}`,
    priceRaised: (product) => `Subida de precio: ${product}`,
    moreUnits: (product) => `Más unidades: ${product}`,
    lineAdded: (product, units, days, from, to) =>
      `Añadido al pedido: ${product}, ${units === 1 ? '1 unidad' : `${units} unidades`}, ${days === 1 ? '1 día' : `${days} días`}, del ${from} al ${to}`,
    discount: (code, rate) => `Cupón ${code}: descuento sobre los alquileres con IVA del ${rate}`,
    damageWaiver: (rate) => `Protección contra daños de los alquileres con IVA del ${rate}`,
  },
  de: {
    keptFromDeposit: (reason) => `Von der Kaution einbehalten: ${reason}`,
    cancellation: (product) => `Stornierung: ${product}`,
    dateChange: (product) => `Geänderter Zeitraum: ${product}`,
    priceChange: (product) => `Preisminderung: ${product}`,
    quantityChange: (product) => `Weniger Exemplare: ${product}`,
    refund: (reason) => `Erstattung: ${reason}`,
    onAccountCorrection: 'Vom offenen Betrag abgezogen: eine vor der Zahlung stornierte Position',
    cancellationFee: (product) => `Stornogebühr: ${product}`,
    changeFee: (product) => `Umbuchungsgebühr: ${product}`,
    lateFee: (product, units, days) =>
      `Verspätete Rückgabe: ${product}, ${units === 1 ? '1 Exemplar' : `${units} Exemplare`} ${days === 1 ? '1 Tag' : `${days} Tage`} zu spät`,
    extension: (product, units, days, until) =>
      `Verlängerung: ${product}, ${units === 1 ? '1 Exemplar' : `${units} Exemplare`}, ${days === 1 ? '1 Tag' : `${days} Tage`} mehr bis ${until}`,
    priceRaised: (product) => `Preiserhöhung: ${product}`,
    moreUnits: (product) => `Weitere Exemplare: ${product}`,
    lineAdded: (product, units, days, from, to) =>
      `Zur Bestellung hinzugefügt: ${product}, ${units === 1 ? '1 Exemplar' : `${units} Exemplare`}, ${days === 1 ? '1 Tag' : `${days} Tage`}, ${from} bis ${to}`,
    discount: (code, rate) => `Gutschein ${code}: Rabatt auf die Mieten mit ${rate} USt.`,
    damageWaiver: (rate) => `Schadenschutz für die Mieten mit ${rate} USt.`,
  },
};
