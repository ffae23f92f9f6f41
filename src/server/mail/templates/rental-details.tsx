import { formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { formatEuros, toCents } from '../../../shared/money';
import { Details, type Detail } from './parts';

const labels: Record<Language, { product: string; dates: string; units: string; total: string }> = {
  en: { product: 'Product', dates: 'Dates', units: 'Units (serial numbers)', total: 'Total' },
  es: { product: 'Producto', dates: 'Fechas', units: 'Unidades (números de serie)', total: 'Total' },
  de: { product: 'Produkt', dates: 'Zeitraum', units: 'Geräte (Seriennummern)', total: 'Gesamt' },
};

/** What a rental is, as the site shows it: product, dates, units and, once booked, the total in euros and more. */
export function RentalDetails(props: {
  language: Language;
  productName: string;
  dates: DateRange;
  /** The units picked; left out once they no longer are (a lapsed order released them). */
  serialNumbers?: string[];
  /** Euros as the API writes them ("36.00"). */
  total?: string;
  /** Further facts of the line, after its total (its deposit). */
  more?: Detail[];
}) {
  const t = labels[props.language];
  const rows: Detail[] = [
    { label: t.product, value: props.productName },
    { label: t.dates, value: formatDateRange(props.dates, props.language) },
  ];
  if (props.serialNumbers) rows.push({ label: t.units, value: props.serialNumbers });
  if (props.total !== undefined)
    rows.push({ label: t.total, value: formatEuros(toCents(props.total), props.language) });
  return <Details rows={[...rows, ...(props.more ?? [])]} />;
}
