/**
 * Node type and NodeFilter numbers from the DOM standard, so that code which also runs on jsdom
 * documents (the scan command, the unit tests) needs no realm's `Node` or `NodeFilter` global.
 */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_FRAGMENT_NODE = 11;
/** NodeFilter.SHOW_TEXT. */
export const SHOW_TEXT = 0x4;
