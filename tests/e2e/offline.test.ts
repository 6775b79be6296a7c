/**
 * The browsers under test reach nothing beyond 127.0.0.1 (the launch flags in harness/browsers.ts),
 * so no test can touch the network, even by following a quran.com link from the popover.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { openPage } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

describe.each(BROWSER_KINDS)("%s under test is offline but for 127.0.0.1", (kind) => {
  const env = extensionSuite(kind);

  // The same fixture server under another name: it answers whenever a request reaches it, so only
  // the browser's own block can make the "localhost" request fail. On a machine with a network
  // the quran.com request would otherwise leave it.
  it("fails a request to any other host name, even one for this machine, and serves 127.0.0.1", async () => {
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("slice.html"));
    const outcome = await page.evaluate(async (local) => {
      const attempt = (url: string) =>
        fetch(url, { mode: "no-cors", cache: "no-store" }).then(
          () => "reached",
          () => "failed",
        );
      return {
        remote: await attempt("https://quran.com/8/67"),
        sameMachineByName: await attempt(local.replace("127.0.0.1", "localhost")),
        local: await attempt(local),
      };
    }, env.server.url("slice.html"));
    expect(outcome).toEqual({ remote: "failed", sameMachineByName: "failed", local: "reached" });
    await page.close();
  });
});
