/**
 * Background (Chrome service worker, Firefox event page): keeps the toolbar badge showing how many
 * references the tab's page holds, and after an install or update starts the new content script in
 * pages already open. Stateless, so it can be stopped and restarted at any time.
 */
import { isContentToBackground } from "../shared/messages.ts";
import { platform } from "../shared/platform.ts";

platform.onMessage((message, tabId) => {
  if (!isContentToBackground(message) || tabId === undefined) return undefined;
  const text = message.count === 0 ? "" : message.count > 999 ? "999+" : String(message.count);
  return platform.setBadge(tabId, text).then(() => true);
});

platform.onInstalledOrUpdated(() => {
  void platform.injectContentScriptIntoOpenTabs("content.js", "content.css");
});
