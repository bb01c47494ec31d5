import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { newClientAddress } from './client-address';

// The flags this machine needs: no sandbox as root, no network beyond loopback.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

/** One Chromium per test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}

/** A page in a fresh context (no cookies) that fails the test on a script error. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    acceptDownloads: true,
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    // A refused request (401 before sign-in, a 4xx the test provokes) is logged by the browser; scripts errors are not.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      errors.push(m.text());
  });
  page.on('close', () => expect(errors.join('\n'), 'browser console errors').toBe(''));
  return page;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe-core on the page and expects no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // axe reads computed colours: a colour transition in flight (a button leaving its disabled
  // look) would be judged at a mid-way colour, so the finite ones finish first.
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined)))`);
  // evaluate() is not subject to the page's Content-Security-Policy, unlike an injected script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      globalThis as unknown as {
        axe: {
          run: () => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
  expect(violations, `accessibility of ${what}`).toEqual([]);
}
