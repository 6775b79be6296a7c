/**
 * The shape every browser test file shares: for one browser, a fixture server and a browser with
 * the extension installed, started before the file's tests and closed after them.
 */
import { afterAll, beforeAll } from "vitest";
import {
  type BrowserKind,
  type ExtensionBrowser,
  type LaunchOptions,
  launchWithExtension,
} from "./browsers.ts";
import { type FixtureServer, startFixtureServer } from "./server.ts";

export interface SuiteContext {
  server: FixtureServer;
  ext: ExtensionBrowser;
}

export interface SuiteOptions {
  /** Extra folders to serve, by URL prefix (built or generated fixtures). */
  roots?: () => Record<string, string> | Promise<Record<string, string>>;
  launch?: () => LaunchOptions;
}

/** Registers the hooks and returns the context; read its fields inside tests, not at definition. */
export function extensionSuite(kind: BrowserKind, options: SuiteOptions = {}): SuiteContext {
  const context = {} as SuiteContext;
  beforeAll(async () => {
    context.server = await startFixtureServer((await options.roots?.()) ?? {});
    context.ext = await launchWithExtension(kind, options.launch?.() ?? {});
  });
  afterAll(async () => {
    await context.ext?.close();
    await context.server?.close();
  });
  return context;
}
