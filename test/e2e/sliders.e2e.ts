import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

const journey = setUpJourney({ catalogueSize: 200 });

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 900 } };

/** A horizontal touch swipe from (x0, y) to (x1, y), as a finger does it (CDP touch events). */
async function swipe(page: Page, y: number, x0: number, x1: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + ((x1 - x0) * i) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('carousels (keen-slider) in Chromium', () => {
  it('swipes a product box image row on a phone without opening the product, with no slider code loaded', async () => {
    const context = await journey.browser.newContext(phone);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    // On a touch screen the boxes in view upgrade by themselves to a row the browser scrolls
    // (CSS scroll snap): the very first swipe moves the images, and keen-slider never loads.
    const row = page.locator('main article.product-box .product-box__slider').first();
    await row.waitFor();
    expect(await row.evaluate((element) => element.classList.contains('image-strip'))).toBe(true);
    const media = row.locator('xpath=..');
    expect(await media.getAttribute('data-image')).toBe('0');
    const box = (await row.boundingBox())!;
    const address = page.url();
    await swipe(page, box.y + box.height / 2, box.x + box.width * 0.8, box.x + box.width * 0.1);
    await expect.poll(() => media.getAttribute('data-image')).toBe('1');
    // One image per swipe, snapped: the row comes to rest exactly on the second image.
    await expect.poll(() => row.evaluate((element) => element.scrollLeft / element.clientWidth)).toBe(1);
    await swipe(page, box.y + box.height / 2, box.x + box.width * 0.1, box.x + box.width * 0.8);
    await expect.poll(() => media.getAttribute('data-image')).toBe('0');
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /keen-slider/.test(r.name)))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('browses the product gallery with its buttons and by dragging, and the thumbnails choose the image', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    await page.locator('main article.product-box h3 a').first().click();
    await page.waitForURL(/\/p\//);
    await hydrated(page);
    const gallery = page.locator('.product-gallery');
    expect(await gallery.getAttribute('data-image')).toBe('0');
    // keen-slider starts on the gallery when it must move (a thumbnail) or the shopper reaches it.
    expect(await gallery.locator('.product-gallery__main .slider__track--ready').count()).toBe(0);
    await gallery.getByRole('button', { name: 'Bild 2 anzeigen' }).click();
    await expect.poll(() => gallery.getAttribute('data-image')).toBe('1');
    await gallery.locator('.product-gallery__main').getByRole('button', { name: 'Vorheriges Bild' }).click();
    await expect.poll(() => gallery.getAttribute('data-image')).toBe('0');
    const main = (await gallery.locator('.product-gallery__main .slider__track').boundingBox())!;
    await page.mouse.move(main.x + main.width * 0.8, main.y + main.height / 2);
    await page.mouse.down();
    await page.mouse.move(main.x + main.width * 0.1, main.y + main.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => gallery.getAttribute('data-image')).toBe('1');
    // The drag was no click: the zoom did not open.
    expect(await page.getByRole('dialog').count()).toBe(0);
    // A thumbnail two images away: the animation passes the image between, and the gallery ends on the one chosen.
    const thumbnails = await gallery.getByRole('button', { name: /^Bild \d+ anzeigen$/ }).count();
    expect(thumbnails).toBeGreaterThanOrEqual(4);
    await gallery.getByRole('button', { name: 'Bild 4 anzeigen' }).click();
    await expect.poll(() => gallery.getAttribute('data-image')).toBe('3');
    await page.waitForTimeout(1_000);
    expect(await gallery.getAttribute('data-image')).toBe('3');
    const track = gallery.locator('.product-gallery__main .slider__track');
    const shown = await track.evaluate((element) => {
      const slides = [...element.querySelectorAll('.slider__slide')];
      const left = element.getBoundingClientRect().left;
      return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
    });
    expect(shown).toBe(3);
    expect(problems).toEqual([]);
    await page.close();
  });
});
