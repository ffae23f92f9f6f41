import { PriceTemplatesView } from '../components/price-templates-view';

export default function PriceTemplatesPage() {
  return <PriceTemplatesView />;
}
