/**
 * Where antd puts a popup (a Select's option list, a date picker's calendar, a tooltip): inside the dialog or the
 * landmark its trigger sits in, not at the end of <body>. Outside every landmark a screen reader's region
 * navigation cannot reach it, and axe reports its content ('region'). The popup is positioned against that
 * element, so it still opens next to its trigger. Pass it as `getPopupContainer` of each area's ConfigProvider.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  const landmark = trigger?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog, main, [role="main"]');
  return landmark ?? trigger?.ownerDocument.body ?? document.body;
}
