/** Every shell example in the README with its output is run, and must print exactly that. */
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const examples = [...readme.matchAll(/```console\n\$ (.+)\n([\s\S]*?)```/g)].map((m) => ({
  command: m[1]!,
  output: m[2]!,
}));

describe("README examples", () => {
  it("has examples to run", () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples)("$command", { timeout: 120_000 }, ({ command, output }) => {
    expect(execSync(command, { cwd: ROOT, encoding: "utf8", shell: "/bin/bash" })).toBe(output);
  });
});
