/**
 * Background (Chrome service worker, Firefox event page): keeps the toolbar badge showing how many
 * references the tab's page holds. Stateless, so it can be stopped and restarted at any time.
 */
import { isContentToBackground } from "../shared/messages.ts";
import { platform } from "../shared/platform.ts";

platform.onMessage((message, tabId) => {
  if (!isContentToBackground(message) || tabId === undefined) return undefined;
  const text = message.count === 0 ? "" : message.count > 999 ? "999+" : String(message.count);
  return platform.setBadge(tabId, text).then(() => true);
});
