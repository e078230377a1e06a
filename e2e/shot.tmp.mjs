import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic','--no-first-run'] });
const page = await browser.newPage();
page.on('console', m => console.log('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto('http://localhost:8080/'); 
await page.waitForTimeout(1500);
if (process.argv[3]) {
  await page.getByLabel('Email').fill(process.argv[3]);
  await page.getByLabel('Password').fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForTimeout(3000);
}
if (process.argv[2]) { await page.goto(process.argv[2]); await page.waitForTimeout(2500); } console.log('url', page.url());
await page.screenshot({ path: '/tmp/shot.png', fullPage: true });
await browser.close();
