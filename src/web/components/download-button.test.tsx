// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { IconDownload } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { DownloadButton } from './download-button';

describe('DownloadButton', () => {
  it('is a link the browser saves, named by its words or its label', () => {
    renderScreen(
      <>
        <DownloadButton href="/files/a.pdf" icon={IconDownload} variant="light">
          PDF
        </DownloadButton>
        <DownloadButton href="/files/b.csv" icon={IconDownload} size="xs" variant="default" aria-label="The CSV">
          CSV
        </DownloadButton>
      </>,
    );
    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(pdf.getAttribute('href')).toBe('/files/a.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'The CSV' }).getAttribute('href')).toBe('/files/b.csv');
  });
});
