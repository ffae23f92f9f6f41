// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OverdueRental } from '@shared/schemas/admin-overview';
import { renderScreen } from '@/test/render-screen';
import { OverdueCard } from './overdue-card';

const late: OverdueRental = {
  id: 41,
  userName: 'Olga Overdue',
  productId: 3,
  productName: 'Sony FX3',
  dateFrom: '2030-03-05',
  dateTo: '2030-03-08',
  items: [{ id: 7, serialNumber: 'FX3-0007' }],
  daysLate: 2,
  lateFee: '90.00',
};

describe('the overview’s overdue card (issue 48)', () => {
  it('shows each overdue rental’s days late and its late fee so far, as the rental says them', () => {
    renderScreen(<OverdueCard list={{ total: 2, items: [late, { ...late, id: 42, lateFee: '0.00', daysLate: 1 }] }} />);
    const [first, second] = within(screen.getByRole('region', { name: 'Overdue' })).getAllByRole('listitem');
    expect(within(first!).getByText('2 days late')).toBeTruthy();
    expect(within(first!).getByTestId('overdue-late-fee').textContent).toBe('Late fee so far: €90.00');
    // No fee (a shop whose late fee is 0): no line for it.
    expect(within(second!).queryByTestId('overdue-late-fee')).toBeNull();
  });
});
