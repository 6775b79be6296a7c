/**
 * Background (Chrome service worker, Firefox event page): keeps the toolbar badge showing how many
 * references the tab's page holds and the icon greyed where Badr Lens is off, forwards the
 * keyboard commands and "Look up in Badr Lens" to the page's content script, and after an install
 * or update starts the new content script in pages already open (and, after an install only,
 * opens the first-run page). Stateless, so it can be stopped
 * and restarted at any time: what it knows of a tab comes with each message.
 */
import { languageOf, translator } from "../shared/i18n.ts";
import {
  type BackgroundToContent,
  commandMessage,
  isContentSessionMessage,
  isContentToBackground,
  type PageDescription,
  type PopupToContent,
} from "../shared/messages.ts";
import { extensionPages, platform, readerLanguages, uiLanguage } from "../shared/platform.ts";
import {
  isSiteEnabled,
  loadSettings,
  migrateSettings,
  type Settings,
  saveSettings,
  watchSettings,
  withSiteEnabled,
} from "../shared/settings.ts";

const LOOK_UP_MENU = "look-up";
/** The page that greets a new reader (src/first-run/): what Badr Lens does, its promise, its keys. */
const FIRST_RUN_PAGE = "first-run.html";

platform.onMessage((message, tabId) => {
  if (isContentSessionMessage(message)) {
    // The content script has no storage.session of its own: the background keeps its keys.
    if (message.type === "session:get") return extensionPages.readSession(message.key);
    return extensionPages.writeSession(message.key, message.value).then(() => true);
  }
  if (!isContentToBackground(message) || tabId === undefined) return undefined;
  // "12+": twelve so far, and part of the page not read yet.
  const text =
    message.count === 0 ? "" : message.count > 999 ? "999+" : `${message.count}${message.more ? "+" : ""}`;
  return Promise.all([
    extensionPages.setBadge(tabId, text),
    extensionPages.setIconOff(tabId, !message.active),
  ]).then(() => true);
});

/** The page answers only if its content script runs there; the browser's own pages have none. */
function forward(tabId: number | undefined, message: BackgroundToContent, frameId?: number): void {
  if (tabId === undefined) return;
  extensionPages.sendToTab(tabId, message, frameId).catch(() => undefined);
}

/**
 * Alt+Shift+O: the site's switch, flipped here, where the settings are written; the tab's own
 * content script says which site it is (the background has no "tabs" permission to read URLs).
 */
async function toggleSite(tabId: number | undefined): Promise<void> {
  if (tabId === undefined) return;
  const ask: PopupToContent = { type: "popup:describe-page" };
  const page = (await extensionPages.sendToTab(tabId, ask, 0).catch(() => undefined)) as
    | PageDescription
    | undefined;
  if (!page?.host) return;
  const settings = await loadSettings();
  await saveSettings(withSiteEnabled(settings, page.host, !isSiteEnabled(settings, page.host)));
}

extensionPages.onCommand((name) => {
  if (name === "toggle-site") {
    // A refused save (storage.sync's quota) leaves the site as it was, which the popup then shows.
    void extensionPages
      .activeTabId()
      .then(toggleSite)
      .catch(() => undefined);
    return;
  }
  const message = commandMessage(name);
  // The top frame's references are the page's; it steps through them.
  if (message) void extensionPages.activeTabId().then((tabId) => forward(tabId, message, 0));
});

extensionPages.onContextMenuClicked((itemId, selection, tabId, frameId) => {
  // Sent to the frame the text was selected in: that frame's content script can find it.
  if (itemId === LOOK_UP_MENU) forward(tabId, { type: "context:look-up", text: selection }, frameId);
});

/** In the language the popover, popup and options page speak: the chosen one, else the reader's. */
function menuTitle(settings: Settings): string {
  return translator(languageOf(settings.language, uiLanguage(), readerLanguages()))("menuLookUp");
}

extensionPages.onInstalledOrUpdated((reason) => {
  // Once, on a new install: an update keeps the reader who already knows Badr Lens undisturbed.
  if (reason === "install") void extensionPages.openExtensionTab(FIRST_RUN_PAGE).catch(() => undefined);
  void extensionPages.injectContentScriptIntoOpenTabs("content.js", "content.css");
  // Menus persist across restarts of the background in both browsers; they are made once here.
  void migrateSettings()
    .then(loadSettings)
    .then((settings) =>
      extensionPages.createContextMenu(LOOK_UP_MENU, menuTitle(settings), ["selection", "editable"]),
    );
});

// The menu's title follows the interface language chosen in the options.
watchSettings((settings) => {
  extensionPages.updateContextMenu(LOOK_UP_MENU, menuTitle(settings)).catch(() => undefined);
});
