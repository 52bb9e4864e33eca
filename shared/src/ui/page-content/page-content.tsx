/**
 * The id of where a page's own content starts, past the bars a layout draws inside `main` (the
 * staff calendar's branch and views, the settings' way back): the shell's skip link goes there,
 * and to `main` on a page without one. The element takes `tabIndex={-1}` to be focused.
 */
export const PAGE_CONTENT_ID = 'page-content';
