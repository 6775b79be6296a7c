/**
 * The order in which npm test hands end-to-end files to its workers: longest first, both browsers'
 * files in one queue, by the wall times in tests/e2e/durations.json (a run's, in a fresh clone).
 * Vitest's own order needs times from a run on this machine (its cache), and without them runs
 * one project's files, largest first, before the other's: a fresh clone then ended on a few long
 * Firefox files with the other workers idle. A file that is not in the table goes first.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const DURATIONS = join(import.meta.dirname, "..", "durations.json");

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = JSON.parse(readFileSync(DURATIONS, "utf8")) as Record<string, number>;
    const root = this.ctx.config.root;
    const weight = (spec: TestSpecification) =>
      seconds[`${spec.project.name}:${relative(root, spec.moduleId)}`] ?? Number.POSITIVE_INFINITY;
    const e2e = (spec: TestSpecification) => spec.project.name.startsWith("e2e-");
    const others = await super.sort(files.filter((spec) => !e2e(spec)));
    return [...others, ...files.filter(e2e).sort((a, b) => weight(b) - weight(a))];
  }
}
