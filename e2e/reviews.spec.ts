import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { giveRental, productId } from './support/demo-data';
import { logIn } from './support/login';

const PRODUCT = 'Sigma 35mm F1.4 DG DN Art';

test.describe('reviews', () => {
  test('a customer whose rental has ended posts a review; it shows with name, date and stars', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { fullName: 'Rita Reviewer' });
    await giveRental(user.email, PRODUCT, -6, -3);
    await logIn(page, user, { at: `/products/${await productId(PRODUCT)}` });
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();

    await page.getByRole('button', { name: 'Post a review' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Submit review' })).toBeDisabled();
    await expectAccessible(page, 'review popup');
    const fourStars = dialog.getByRole('radio', { name: '4 stars' });
    await dialog.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await dialog.getByLabel('Comments').fill('Crisp wide open, lovely rendering.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review was created successfully!')).toBeVisible();

    const review = page.getByRole('article').filter({ hasText: 'Rita Reviewer' });
    await expect(review).toContainText('Crisp wide open, lovely rendering.');
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    await expect(review).toContainText(today);
    await expectAccessible(page, 'product (with a review)');
    await page.goto('/account/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expectAccessible(page, 'account reviews');
    await page.goBack();

    await page.getByRole('button', { name: 'Post a review' }).click();
    await expect(page.getByText('You have already reviewed this product!')).toBeVisible();
  });

  test('a customer without an ended rental is told why they cannot review', async ({ page, request }) => {
    const user = await createVerifiedUser(request, { fullName: 'Nils Norental' });
    await giveRental(user.email, PRODUCT, 2, 4);
    await logIn(page, user, { at: `/products/${await productId(PRODUCT)}` });
    await page.getByRole('button', { name: 'Post a review' }).click();
    await expect(page.getByText('You can review a product once a rental of it has ended.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
