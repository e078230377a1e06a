/**
 * Where antd puts a popup (a Select's option list, a date picker's calendar, a tooltip): inside the dialog or the
 * landmark its trigger sits in, not at the end of <body>. Outside every landmark a screen reader's region
 * navigation cannot reach it, and axe reports its content ('region'). The popup is positioned against that
 * element, so it still opens next to its trigger. Pass it as `getPopupContainer` of each area's ConfigProvider.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  // In an antd dialog, its content box: the popup then shares the stacking context of the fields it opens over (put
  // beside that box, in the dialog's outer element, the fields were drawn over the option list and took its clicks).
  const dialogContent = trigger?.closest<HTMLElement>('.ant-modal-container, .ant-modal-content, .ant-drawer-content');
  if (dialogContent) return dialogContent;
  const landmark = trigger?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog, main, [role="main"]');
  return landmark ?? trigger?.ownerDocument.body ?? document.body;
}
