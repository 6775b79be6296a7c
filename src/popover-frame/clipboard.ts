/**
 * Puts a citation on the clipboard from the popover's frame, a document of the extension's, so
 * that no listener of the page's can read or replace it (issue 37). The Clipboard API first (the
 * frame is allowed `clipboard-write` unless the page's Permissions-Policy withholds it); else
 * execCommand("copy") on a selection in this document, whose copy event no page sees. Success is
 * reported only when it is true.
 */
import type { Citation } from "../ui/citation.ts";

export async function copyCitation(doc: Document, { text, html }: Citation): Promise<boolean> {
  const view = doc.defaultView;
  try {
    if (navigator.clipboard?.write && view && "ClipboardItem" in view) {
      const item = new view.ClipboardItem({
        "text/plain": new Blob([text], { type: "text/plain" }),
        "text/html": new Blob([html], { type: "text/html" }),
      });
      await navigator.clipboard.write([item]);
      return true;
    }
  } catch {
    // Refused (a permissions policy, no focus): the old way below.
  }
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("aria-hidden", "true");
  area.style.cssText = "position:fixed;opacity:0;pointer-events:none;";
  let filled = false;
  const fill = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData("text/plain", text);
    event.clipboardData.setData("text/html", html);
    event.preventDefault();
    filled = true;
  };
  area.addEventListener("copy", fill);
  const focused = doc.activeElement;
  doc.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand("copy") && filled;
  } catch {
    ok = false;
  }
  area.remove();
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  return ok;
}
