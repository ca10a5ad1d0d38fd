// The terminal page in headless Chromium: type a command, see its output.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { startEngineServer } from './helpers.js';

let s: TestServer;
let a: TestActor;
let browser: Browser;
beforeAll(async () => {
  s = await startEngineServer();
  a = s.actor();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await s.close();
});

/** Opens the page and collects what the browser complained about (CSP violations, script errors). */
async function openPage(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(`${s.url}${path}`);
  return { page, problems };
}

const screen = (page: Page) => page.evaluate(() => document.querySelector('.xterm-rows')?.textContent ?? '');

it('opens a shell from an access token in the fragment: type a command, see its output', async () => {
  const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ name: 'page' });
  const { page, problems } = await openPage(`/terminal/${sbx.id}#token=${a.token}`);
  await page.waitForSelector('#status[data-state="connected"]', { timeout: 15_000 });
  expect(page.url()).toBe(`${s.url}/terminal/${sbx.id}`); // the token left the address bar
  await page.click('#terminal');
  await page.keyboard.type('echo "from the page: $((6 * 7)) in $HOME"\n');
  await page.waitForFunction(
    () => document.querySelector('.xterm-rows')?.textContent?.includes('from the page: 42 in /home/sandbox'),
    null,
    {
      timeout: 10_000,
    },
  );

  // The window's size reaches the shell.
  await page.setViewportSize({ width: 700, height: 400 });
  await page.keyboard.type('echo "size $(stty size)"\n');
  await page.waitForFunction(() => /size \d+ \d+/.test(document.querySelector('.xterm-rows')?.textContent ?? ''));
  const cols = await page.evaluate(() => Number(/size \d+ (\d+)/.exec(document.querySelector('.xterm-rows')?.textContent ?? '')?.[1]));
  expect(cols).toBeGreaterThan(20);
  expect(cols).toBeLessThan(100);

  await page.keyboard.type('exit 3\n');
  await page.waitForSelector('#status[data-state="exited"]');
  expect(await page.textContent('#status')).toContain('code 3');
  // Reconnect gets a new terminal token with the access token kept in memory.
  await page.click('#reconnect');
  await page.waitForSelector('#status[data-state="connected"]');
  await page.click('#terminal');
  await page.keyboard.type('echo again-$((1 + 1))\n');
  await page.waitForFunction(() => document.querySelector('.xterm-rows')?.textContent?.includes('again-2'));
  expect(problems).toEqual([]);
  await page.close();
});

it('works with a terminal token, by sandbox name; says why when the sandbox is stopped', async () => {
  await a.client.io.svc.sandbox.createSandbox({ name: 'page-named' });
  const token = (await a.client.io.svc.actor.getTerminalToken()).data.token;
  const { page } = await openPage(`/terminal/page-named#token=${token}`);
  await page.waitForSelector('#status[data-state="connected"]', { timeout: 15_000 });
  await page.click('#terminal');
  await page.keyboard.type('hostname; echo named-ok\n');
  await page.waitForFunction(() => document.querySelector('.xterm-rows')?.textContent?.includes('named-ok'));
  expect(await screen(page)).toMatch(/sbx-/);
  await page.close();

  await a.client.io.svc.sandbox.createSandbox({ name: 'page-off', start: false });
  const off = await openPage(`/terminal/page-off#token=${a.token}`);
  await off.page.waitForSelector('#status[data-state="error"]');
  expect(await off.page.textContent('#status')).toContain('the sandbox is STOPPED');
  await off.page.close();

  const none = await openPage('/terminal/page-named');
  await none.page.waitForSelector('#status[data-state="error"]');
  expect(await none.page.textContent('#status')).toContain('no token');
  await none.page.close();
});
