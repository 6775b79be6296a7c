/**
 * The package (docs/EMBED.md, "The detector as a package"; issue 34): `npm pack` of the built
 * repository, installed into a new project in a temporary folder with npm offline (the package has
 * no dependencies, so nothing is fetched), and `badr-lens/detect` used there as a developer would:
 * from Node, and from a bundle esbuild makes of a file that imports it. Reads the build in dist/,
 * as the browser tests do (npm test builds first).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import * as esbuild from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const run = promisify(execFile);

const TEXT = "The captives of Badr are the subject of Quran 8:67; see also 2:255.";
const EXPECTED = [
  { start: 4, end: 20, text: "captives of Badr", targets: ["badr"] },
  { start: 40, end: 50, text: "Quran 8:67", targets: ["8:67"] },
];

describe("the packed package", () => {
  let dir: string;
  let project: string;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, "dist", "package", "detect.js")))
      throw new Error("dist/package is missing: run `npm run build` first (npm test does)");
    dir = mkdtempSync(join(tmpdir(), "badr-lens-package-"));
    await run("npm", ["pack", "--silent", "--pack-destination", dir], { cwd: ROOT, timeout: 60_000 });
    const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"));
    if (!tarball) throw new Error("npm pack made no tarball");
    project = join(dir, "project");
    await run("mkdir", [project]);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "consumer", private: true, type: "module" }),
    );
    await run(
      "npm",
      ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", join(dir, tarball)],
      { cwd: project, timeout: 60_000 },
    );
  }, 150_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("holds the detector, its types and the embed, and nothing of the extension", async () => {
    const installed = join(project, "node_modules", "badr-lens");
    expect(existsSync(join(installed, "dist", "package", "detect.js"))).toBe(true);
    expect(existsSync(join(installed, "dist", "package", "detect.d.ts"))).toBe(true);
    expect(existsSync(join(installed, "dist", "embed", "badr-lens.js"))).toBe(true);
    expect(existsSync(join(installed, "dist", "chrome"))).toBe(false);
    expect(existsSync(join(installed, "node_modules"))).toBe(false);
  });

  it("gives the scan command's records from Node", async () => {
    writeFileSync(
      join(project, "use.mjs"),
      `import { findReferences, coveredTargets } from "badr-lens/detect";
console.log(JSON.stringify({ found: findReferences(${JSON.stringify(TEXT)}), coveredTargets }));`,
    );
    const { stdout } = await run("node", ["use.mjs"], { cwd: project, timeout: 30_000 });
    const { found, coveredTargets } = JSON.parse(stdout) as { found: unknown; coveredTargets: string[] };
    expect(found).toEqual(EXPECTED);
    expect(coveredTargets).toEqual(["8:9", "8:67", "8:68", "8:69", "badr"]);
  });

  it("bundles with esbuild, and the bundle gives the same records", async () => {
    writeFileSync(
      join(project, "entry.ts"),
      `import { findReferences, type ReferenceRecord } from "badr-lens/detect";
const found: ReferenceRecord[] = findReferences(${JSON.stringify(TEXT)}, { url: "https://example.org/" });
console.log(JSON.stringify(found));`,
    );
    await esbuild.build({
      absWorkingDir: project,
      entryPoints: ["entry.ts"],
      bundle: true,
      platform: "browser",
      format: "esm",
      outfile: "bundle.mjs",
      logLevel: "silent",
    });
    const { stdout } = await run("node", ["bundle.mjs"], { cwd: project, timeout: 30_000 });
    expect(JSON.parse(stdout)).toEqual(EXPECTED);
  });

  it("has types a TypeScript project compiles against", async () => {
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", noEmit: true },
        files: ["entry.ts"],
      }),
    );
    writeFileSync(
      join(project, "wrong.ts"),
      `import { findReferences } from "badr-lens/detect";
const n: number = findReferences("x")[0]!.text;
export { n };`,
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    await run("node", [tsc, "-p", "."], { cwd: project, timeout: 60_000 });
    // And a misuse is refused, so the check above can fail.
    await expect(
      run("node", [tsc, "--strict", "--module", "nodenext", "--noEmit", "wrong.ts"], {
        cwd: project,
        timeout: 60_000,
      }),
    ).rejects.toMatchObject({ stdout: expect.stringMatching(/TS2322/) });
  });
});
