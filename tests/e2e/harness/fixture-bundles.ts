/**
 * Fixture apps that need bundling (React) are built with esbuild when the tests start, into a
 * temporary folder the fixture server serves as /_built/. Nothing is fetched from a CDN.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as esbuild from "esbuild";

const APPS_DIR = resolve(import.meta.dirname, "../../fixtures/apps");

export async function buildFixtureApps(): Promise<string> {
  const outdir = mkdtempSync(join(tmpdir(), "badr-lens-fixture-apps-"));
  await esbuild.build({
    entryPoints: [join(APPS_DIR, "react-ticker.js")],
    outdir,
    bundle: true,
    format: "iife",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  return outdir;
}
