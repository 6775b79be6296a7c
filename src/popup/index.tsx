/**
 * The toolbar popup: switch Badr Lens off or on for this site, and list the references on the page
 * (a click scrolls to one and opens its popover). It asks the page's content script, so it needs
 * no "tabs" permission to learn the site.
 */

import dataset from "virtual:badr-lens-dataset";
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { displayText } from "../core/text/display.ts";
import type { PageDescription, PopupToContent } from "../shared/messages.ts";
import { extensionPages } from "../shared/platform.ts";
import { loadSettings, saveSettings, withSiteEnabled } from "../shared/settings.ts";
import { versesLabel } from "../ui/labels.ts";

async function ask(message: PopupToContent): Promise<unknown> {
  const tabId = await extensionPages.activeTabId();
  if (tabId === undefined) throw new Error("no active tab");
  return extensionPages.sendToTab(tabId, message);
}

function PopupApp() {
  const [page, setPage] = useState<PageDescription | null | undefined>(undefined);
  useEffect(() => {
    ask({ type: "popup:describe-page" })
      .then((d) => setPage(d as PageDescription))
      .catch(() => setPage(null));
  }, []);

  if (page === undefined) return <p class="pad">Reading this page…</p>;
  if (page === null) return <p class="pad">Badr Lens does not run on this page.</p>;

  const toggle = async (enabled: boolean) => {
    await saveSettings(withSiteEnabled(await loadSettings(), page.host, enabled));
    // The content script reacts to the storage change; give it the chance, then ask again.
    setPage({ ...page, enabled, references: enabled ? page.references : [] });
  };
  return (
    <div class="pad">
      <label>
        <input
          type="checkbox"
          checked={page.enabled}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />{" "}
        On for <bdi>{displayText(page.host) || "this page"}</bdi>
      </label>
      <h1 style="font-size:15px;margin:10px 0 4px">
        {page.references.length === 0
          ? "No references on this page"
          : `${page.references.length} reference${page.references.length === 1 ? "" : "s"} on this page`}
      </h1>
      <ol style="margin:0;padding-left:20px">
        {page.references.slice(0, 200).map((r) => (
          <li key={r.id}>
            <button
              type="button"
              onClick={() => void ask({ type: "popup:reveal", id: r.id }).then(() => window.close())}
            >
              <bdi>{displayText(r.text)}</bdi>
            </button>{" "}
            <small>{versesLabel(r.targets, dataset.verses) || "The Battle of Badr"}</small>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" onClick={() => void extensionPages.openOptionsPage()}>
          Options
        </button>
      </p>
    </div>
  );
}

render(<PopupApp />, document.getElementById("app")!);
