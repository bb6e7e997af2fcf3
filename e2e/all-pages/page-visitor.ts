import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { cspViolationsOf, recordCspViolations } from '../server/browser-watch';
import { endpointProblems, markdownTwinProblems, metadataProblems, servedFileProblems } from './served-html';

// One visit of one page in one colour mode, with every check that applies to all pages:
// - both modes: HTTP 200; hydrated; the mode applied; exactly one h1; no console error or warning,
//   no uncaught error, no CSP violation; no request to another origin; axe (WCAG 2.2 AA) finds nothing;
// - light only, as they do not depend on the mode: served without a redirect as the built HTML file,
//   with every inline script allowed by the CSP; description, Open Graph and canonical metadata;
//   every in-page anchor link leads to an element on the page; the Markdown twin of a doc page;
//   the server-rendered method and path of an endpoint page.

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core the project pins (package.json); the sweep reports a run on any other. */
const AXE_VERSION = axe.version;

/** Rules switched off, each with its reason. Keep empty unless a rule cannot apply. */
const DISABLED_RULES: { id: string; reason: string }[] = [];

const NAVIGATION_TIMEOUT = 30_000;
const HYDRATION_TIMEOUT = 20_000;
const H1_TIMEOUT = 5_000;
/** The most one visit (one page, one mode, every check) may take before it is reported and abandoned. */
export const VISIT_BUDGET = 60_000;

export interface Visit {
  /** Each problem as a sentence that starts with the path and the mode. */
  problems: string[];
  /** The page's og:image (light visits only), checked once per part. */
  image?: string;
}

const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(error: unknown): string {
  // Playwright's messages carry ANSI colours and a call log after the first line.
  return String(error instanceof Error ? error.message : error)
    .replace(ANSI_ESCAPE, '')
    .split('\n')[0];
}

/** The in-page anchor links (`#id`, or this page's own path with `#id`) whose target id is not on the page. */
function brokenInPageAnchors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = new Set<string>();
    for (const link of Array.from(document.querySelectorAll('a[href*="#"]'))) {
      const href = link.getAttribute('href') ?? '';
      const target = new URL(href, location.href);
      if (target.origin !== location.origin || target.pathname !== location.pathname || target.hash.length <= 1) continue;
      let id: string;
      try {
        id = decodeURIComponent(target.hash.slice(1));
      } catch {
        broken.add(`${href} (not a valid fragment)`);
        continue;
      }
      if (!document.getElementById(id)) broken.add(href);
    }
    return [...broken];
  });
}

/** One tab that visits pages in turn and records what each visit makes the browser do. */
export class PageVisitor {
  private page!: Page;
  /** Console errors and warnings, uncaught errors and requests to other origins during the current visit. */
  private events: string[] = [];

  private constructor(
    private readonly context: BrowserContext,
    private readonly budget: number,
  ) {}

  /** `siteOrigin`: the only origin pages may request. `budget`: the most one visit may take, in ms. */
  static async start(context: BrowserContext, siteOrigin: string, budget = VISIT_BUDGET): Promise<PageVisitor> {
    const visitor = new PageVisitor(context, budget);
    await recordCspViolations(context);
    // Context-wide, so requests from workers and other frames count too.
    context.on('request', (request) => {
      const url = request.url();
      if (!/^(data|blob):/.test(url) && new URL(url).origin !== siteOrigin) visitor.events.push(`request to another origin: ${url}`);
    });
    await visitor.openTab();
    return visitor;
  }

  private async openTab() {
    const page = await this.context.newPage();
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) this.events.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.events.push(`uncaught error: ${firstLine(error)}`));
    this.page = page;
  }

  /** Visits `path` in `mode`, runs every check, and returns what failed. */
  async visit(path: string, mode: ColorMode, siteUrl: string): Promise<Visit> {
    const where = `${path} [${mode}]`;
    const problems: string[] = [];
    const report = (problem: string) => problems.push(`${where}: ${problem}`);
    // Checks abandoned when out of time may still settle later; they report nothing more.
    let abandoned = false;
    const reportFromChecks = (problem: string) => {
      if (!abandoned) report(problem);
    };
    this.events = [];

    let image: string | undefined;
    const page = this.page;
    // Everything that talks to the page is inside the budget: a hung renderer would never answer.
    const checks = (async () => {
      try {
        image = await this.check(path, mode, siteUrl, reportFromChecks);
      } catch (error) {
        reportFromChecks(firstLine(error));
      }
      for (const violation of await cspViolationsOf(page)) reportFromChecks(`CSP violation: ${violation.text}`);
    })().catch((error) => reportFromChecks(`CSP violations could not be read: ${firstLine(error)}`));
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<'out of time'>((resolve) => (timer = setTimeout(() => resolve('out of time'), this.budget)));
    const outcome = await Promise.race([checks, outOfTime]);
    clearTimeout(timer);
    if (outcome === 'out of time') {
      abandoned = true;
      report(`the visit did not finish within ${this.budget / 1000} s; its tab was closed`);
      // A fresh tab for the next page; the abandoned checks end with the closed one.
      await this.openTab();
      await page.close();
    }
    for (const event of this.events) report(event);
    return { problems, image };
  }

  private async check(path: string, mode: ColorMode, siteUrl: string, report: (problem: string) => void): Promise<string | undefined> {
    const page = this.page;
    // The theme reads its own query parameter before the first paint; light is the default.
    const response = await page.goto(mode === 'light' ? path : `${path}?docusaurus-theme=${mode}`, { timeout: NAVIGATION_TIMEOUT });
    if (!response) throw new Error('the navigation got no response');
    if (response.status() !== 200) report(`HTTP status ${response.status()}, expected 200`);

    let image: string | undefined;
    if (mode === 'light') {
      const html = await response.text();
      for (const problem of await servedFileProblems(path, response, html)) report(problem);
      const metadata = metadataProblems(siteUrl, html);
      for (const problem of metadata.problems) report(problem);
      image = metadata.image;
      for (const problem of await markdownTwinProblems(page.request, path, html)) report(problem);
      for (const problem of endpointProblems(path, html)) report(problem);
    }

    try {
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT });
    } catch {
      report(`not hydrated within ${HYDRATION_TIMEOUT / 1000} s`);
      return image;
    }
    const theme = await page.locator('html').getAttribute('data-theme');
    if (theme !== mode) report(`data-theme is ${theme}`);

    const h1 = page.getByRole('heading', { level: 1 });
    try {
      await expect(h1).toHaveCount(1, { timeout: H1_TIMEOUT });
    } catch {
      report(`${await h1.count()} visible h1 headings, expected exactly one`);
    }

    if (mode === 'light') {
      for (const href of await brokenInPageAnchors(page)) report(`in-page link ${href} points at no element id on the page`);
    }

    // axe.run in the page itself: the default runs each frame apart and merges the results in a new blank tab,
    // which the site (no frames) does not need. Only violations are collected node by node, not every pass.
    // options() replaces all options, so it comes before the rule selection.
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
      .disableRules(DISABLED_RULES.map((rule) => rule.id))
      .setLegacyMode()
      .analyze();
    if (results.testEngine.version !== AXE_VERSION) report(`axe ran as ${results.testEngine.version}, not the pinned ${AXE_VERSION}`);
    for (const violation of results.violations) {
      for (const node of violation.nodes) {
        report(`axe ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
      }
    }
    return image;
  }

  /** The API client of the context, for requests outside any visit. */
  get request() {
    return this.context.request;
  }
}
