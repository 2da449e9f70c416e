// The `test` every journey uses. Its `guard` fixture watches every browser context
// of the test for console errors, uncaught page errors, answers of 400 and above and
// failed requests, and fails the test at its end if any came up that the test did not
// provoke on purpose (declared with guard.allow).
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from "@playwright/test";
import { baseUrl, createUser, type Role, type TestUser } from "./api.ts";

type Pattern = string | RegExp;

export interface Allowance {
  /** Requests to this URL (a substring or a pattern)… */
  url?: Pattern;
  /** …answered with this status (any status of 400 and above when omitted). */
  status?: number;
  /** A console error whose text matches. */
  console?: Pattern;
  /** The request failed outright (requestfailed) rather than answering. */
  failed?: boolean;
}

interface Problem {
  kind: "console" | "pageerror" | "response" | "requestfailed";
  text: string;
  url?: string;
  status?: number;
}

const matches = (pattern: Pattern | undefined, value: string | undefined) =>
  pattern === undefined ||
  (value !== undefined &&
    (typeof pattern === "string" ? value.includes(pattern) : pattern.test(value)));

/** The page a request belongs to; a popup's first request is issued before its frame exists. */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/**
 * Chromium asks for /favicon.ico on its own for documents that declare no icon (an
 * image opened in a tab, the stand-in's Google consent page); the app never requests it.
 */
const isFaviconProbe = (problem: Problem) =>
  problem.kind === "console" &&
  /\/favicon\.ico$/.test(problem.url ?? "") &&
  /status of 404/.test(problem.text);

export class Guard {
  private problems: Problem[] = [];
  private allowances: Allowance[] = [];
  private contexts: BrowserContext[] = [];
  private watching = true;
  private requestStarted = new WeakMap<Request, number>();
  private lastNavigation = new WeakMap<Page, number>();
  private downloads = new Set<string>();
  private aborted: { request: Request; problem: Problem }[] = [];
  private clock = 0;

  constructor(private readonly browser: Browser) {}

  /** Declares a failure the test provokes on purpose, so it does not fail the test. */
  allow(...allowances: Allowance[]) {
    this.allowances.push(...allowances);
  }

  watch(context: BrowserContext) {
    context.on("request", (request) => {
      this.requestStarted.set(request, ++this.clock);
      if (!request.isNavigationRequest()) return;
      const page = pageOf(request);
      if (page && request.frame() === page.mainFrame()) this.lastNavigation.set(page, this.clock);
    });
    const watchPage = (page: Page) => {
      page.on("download", (download) => this.downloads.add(download.url()));
      // A new document replaced the old one (the old one's requests were cancelled at that commit).
      page.on("domcontentloaded", () => this.lastNavigation.set(page, ++this.clock));
    };
    context.pages().forEach(watchPage);
    context.on("page", watchPage);
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      this.record({ kind: "console", text: message.text(), url: message.location().url });
    });
    context.on("weberror", (error) =>
      this.record({ kind: "pageerror", text: String(error.error()) }),
    );
    context.on("response", (response) => {
      if (response.status() < 400) return;
      this.record({
        kind: "response",
        text: `${response.request().method()} ${response.url()} → ${response.status()}`,
        url: response.url(),
        status: response.status(),
      });
    });
    context.on("requestfailed", (request) => {
      const problem: Problem = {
        kind: "requestfailed",
        text: `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "failed"}`,
        url: request.url(),
      };
      // Whether the page's own navigation or a download cancelled it is only known once the test is over.
      if (request.failure()?.errorText === "net::ERR_ABORTED") {
        if (this.watching) this.aborted.push({ request, problem });
      } else {
        this.record(problem);
      }
    });
  }

  /** Another browser context (a second user, a new session) watched like the default one. */
  async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1440, height: 900 },
      locale: "en-US",
      timezoneId: "UTC",
      ...options,
    });
    this.contexts.push(context);
    this.watch(context);
    return context;
  }

  /**
   * Chromium cancels (net::ERR_ABORTED) what a page still had in flight when it
   * navigates away (page.goto, reload, a link), and the navigation that turns into
   * a download: that is the browser's doing, not a failure.
   */
  private expectedAbort(request: Request): boolean {
    if (request.isNavigationRequest() && this.downloads.has(request.url())) return true;
    const page = pageOf(request);
    const navigated = page ? this.lastNavigation.get(page) : undefined;
    const started = this.requestStarted.get(request);
    return navigated !== undefined && started !== undefined && navigated > started;
  }

  private record(problem: Problem) {
    if (this.watching && !this.isAllowed(problem) && !isFaviconProbe(problem))
      this.problems.push(problem);
  }

  private isAllowed(problem: Problem): boolean {
    return this.allowances.some((allowance) => {
      switch (problem.kind) {
        case "response":
          return (
            !allowance.failed &&
            allowance.url !== undefined &&
            matches(allowance.url, problem.url) &&
            (allowance.status === undefined || allowance.status === problem.status)
          );
        case "requestfailed":
          return allowance.failed === true && matches(allowance.url, problem.url);
        case "console":
          if (allowance.console !== undefined) return matches(allowance.console, problem.text);
          // Chromium logs every answer of 400 and above as 'Failed to load resource'.
          return (
            allowance.url !== undefined &&
            /^Failed to load resource/.test(problem.text) &&
            matches(allowance.url, problem.url)
          );
        default:
          return allowance.console !== undefined && matches(allowance.console, problem.text);
      }
    });
  }

  async finish() {
    this.watching = false;
    for (const { request, problem } of this.aborted) {
      if (!this.expectedAbort(request) && !this.isAllowed(problem)) this.problems.push(problem);
    }
    for (const context of this.contexts) await context.close().catch(() => {});
    return this.problems;
  }
}

export interface Fixtures {
  guard: Guard;
  /** Makes a user through Auth's admin API (SALES unless told). */
  makeUser(role?: Role, name?: string): Promise<TestUser>;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from this destructuring pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(baseUrl()),
  guard: [
    async ({ browser, context }, use) => {
      const guard = new Guard(browser);
      guard.watch(context);
      await use(guard);
      const problems = await guard.finish();
      expect(
        problems.map(
          (p) => `[${p.kind}] ${p.text}${p.kind === "console" && p.url ? ` (${p.url})` : ""}`,
        ),
        "console errors, failed requests or answers ≥ 400 the test did not provoke on purpose",
      ).toEqual([]);
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from this destructuring pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  makeUser: async ({}, use) => use((role = "SALES", name) => createUser(role, name)),
});

export { expect };

/**
 * Signs the page in as `user` the way the app itself keeps a remembered session
 * (supabase-js's storage key in localStorage), then opens `path`.
 */
export async function signInAs(page: Page, user: TestUser, path = "/dashboard") {
  await page.goto("/login");
  await page.evaluate((session) => {
    localStorage.setItem("crm.remember-me", "true");
    localStorage.setItem("crm-auth", JSON.stringify(session));
  }, user.session);
  await page.goto(path);
  // The shell's sidebar is there once the session is accepted (hidden as a closed drawer on narrow screens).
  await expect(page.locator("#app-sidebar")).toBeAttached();
}

/** Signs in through the login form (username or e-mail), as a person would. */
export async function signInWithForm(
  page: Page,
  login: string,
  password: string,
  { remember = false } = {},
) {
  await page.getByLabel("Username or Email").fill(login);
  await page.getByLabel("Password").fill(password);
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export const SERIOUS = ["serious", "critical"];

/** axe-core's WCAG 2.x A/AA rules on the current page; the serious and critical violations. */
export async function seriousA11yViolations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => SERIOUS.includes(violation.impact ?? ""))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 8).map((node) => {
        const data = node.any[0]?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const contrast = data?.contrastRatio
          ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})`
          : "";
        return `${node.target.join(" ")}${contrast}`;
      }),
      count: violation.nodes.length,
    }));
}
