import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext();
await ctx.addInitScript(() => localStorage.setItem('booking.locale', 'en'));
const page = await ctx.newPage();
page.on('console', (m) => console.log('  console:', m.type(), m.text().slice(0, 300)));
await page.goto('http://localhost:5100/staff');
await page.getByRole('button', { name: 'Sign in' }).click();
console.log(await page.locator('main').ariaSnapshot());
await page.getByLabel('Email').fill('staff@demo-salon.test');
await page.getByLabel('Password').fill('wrong');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('alert').filter({hasText: 'Invalid'}).waitFor();
console.log(await page.locator('main').ariaSnapshot());
await page.getByLabel('Email').fill('nobody@demo-salon.test');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('alert').filter({hasText: 'User'}).waitFor();
console.log(await page.locator('main').ariaSnapshot());
await page.getByLabel('Email').fill('staff@demo-salon.test');
await page.getByLabel('Password').fill('demo-salon-staff');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Choose a branch' }).waitFor();
console.log(page.url(), await page.title());
console.log(await page.locator('main').ariaSnapshot());
// tab order on salon
await page.goto('http://localhost:5100/demo-salon');
await page.getByRole('heading', { name: 'Choose a location' }).waitFor();
for (let i = 0; i < 12; i++) {
  await page.keyboard.press('Tab');
  console.log(i, await page.evaluate(() => { const a = document.activeElement; return a.tagName + ' ' + (a.getAttribute('aria-label') || a.textContent.trim().slice(0, 50)); }));
}
const style = await page.evaluate(() => { const p = document.querySelector('.page'); return [p.getAttribute('style'), getComputedStyle(p).getPropertyValue('--brand'), getComputedStyle(p).getPropertyValue('--on-brand')]; });
console.log(style);
console.log(await page.locator('header img').first().evaluate((i) => [i.outerHTML.slice(0,300), i.naturalWidth, i.complete]));
await page.getByLabel('Language').selectOption('Deutsch');
await page.getByRole('heading', { name: 'Wählen Sie einen Standort' }).waitFor();
console.log('de ok', await page.title());
await browser.close();
