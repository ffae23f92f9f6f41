// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { renderScreen } from '@/test/render-screen';
import { ProductNameLink, ProductThumb } from './product-thumb';

describe('ProductThumb and ProductNameLink', () => {
  it('show a product’s photo as decoration and its name as a link to its page', () => {
    const { container } = renderScreen(
      <>
        <ProductThumb src={null} />
        <ProductNameLink id={12}>Prime lens</ProductNameLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Prime lens' }).getAttribute('href')).toBe(paths.product.getHref(12));
    expect(container.querySelector('img[alt=""], svg')).toBeTruthy();
  });
});
