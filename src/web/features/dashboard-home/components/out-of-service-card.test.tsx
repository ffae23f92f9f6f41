// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { accountant, counter, renderScreen } from '@/test/render-screen';
import { OutOfServiceCard } from './out-of-service-card';

/* The front page's count of units due for a service (decision 094), and where it leads. */

const none = { total: 0, items: [] };
const due = `${paths.dashboard.manageCatalog.items.getHref()}?serviceDue=true`;

describe('the units due for a service on the front page', () => {
  it('leads the counter to the units’ list filtered to them, where it records their services', () => {
    renderScreen(<OutOfServiceCard list={none} serviceDue={3} />, { user: counter });
    const link = screen.getByRole('link', { name: '3 units are due for a service' });
    expect(link.getAttribute('href')).toBe(due);
  });

  it('says how many to a role that may not open the list, without a link', () => {
    renderScreen(<OutOfServiceCard list={none} serviceDue={1} />, { user: accountant });
    expect(screen.getByText('1 unit is due for a service')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing of services when none is due', () => {
    renderScreen(<OutOfServiceCard list={none} serviceDue={0} />, { user: counter });
    expect(screen.queryByText(/due for a service/)).toBeNull();
  });
});
