import { useParams } from 'react-router';
import { DeskOverview } from '../components/desk-overview';
import { RentalDesk, RentalNotFound } from '../components/rental-desk';

/**
 * The hand-over desk, made for a phone held in one hand at the counter as much as for
 * a desktop: the day's pick-ups and returns and a search (no id), or one rental's check-out and
 * check-in (`/administrator-dashboard/desk/:id`).
 */
export default function DeskPage() {
  const { id } = useParams();
  const rentalId = id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (id === undefined) return <DeskOverview />;
  if (rentalId === null) return <RentalNotFound />;
  return <RentalDesk key={rentalId} id={rentalId} />;
}
