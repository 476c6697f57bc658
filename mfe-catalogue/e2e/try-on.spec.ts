import { expect, test } from '@playwright/test';
import { trackPageErrors } from '../../e2e/support';

test('the try-on refuses a file that is not a photo, then lays the piece over a photo with transparency around it', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const listed = await page.request.get('/api/products?category=engagement-rings&pageSize=1');
  const { items } = (await listed.json()) as { items: { slug: string }[] };
  await page.goto(`/p/${items[0]!.slug}`);
  await page.getByRole('button', { name: 'Try it on' }).click();
  const dialog = page.getByRole('dialog');
  const upload = dialog.getByLabel('Upload a photo');

  // The picker's "All files" hands over anything: the shopper is told, not left waiting.
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(
    dialog.getByText('We can’t show that file as a photo. Please choose a JPEG, PNG or WebP image.'),
  ).toBeVisible();

  // A plain blue "photo", made by the browser itself.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3a6ea5';
    context.fillRect(0, 0, 80, 60);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(dialog.getByRole('img', { name: 'Your uploaded photo' })).toBeVisible();
  await expect(dialog.getByText('We can’t show that file as a photo.', { exact: false })).toHaveCount(0);

  // The piece as the browser draws it: see-through at its corner (the photo shows there), opaque where the metal is.
  const pixels = await dialog.locator('[data-try-on-piece] img').evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let opaque = 0;
    for (let at = 3; at < data.length; at += 4) if (data[at] === 255) opaque += 1;
    return { cornerAlpha: data[3], opaqueShare: opaque / (canvas.width * canvas.height) };
  });
  expect(pixels.cornerAlpha).toBe(0);
  expect(pixels.opaqueShare).toBeGreaterThan(0.01);
  expect(pixels.opaqueShare).toBeLessThan(0.6);
  expect(errors).toEqual([]);
});
