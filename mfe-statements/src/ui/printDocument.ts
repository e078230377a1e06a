/**
 * Prints a whole HTML document (a statement) without the page around it: a hidden frame holds it and its own print
 * dialog opens, where the person can also save it as a PDF. The frame goes away once the dialog closes.
 */
export function printDocument(html: string) {
  const frame = document.createElement('iframe');
  frame.title = 'Print preview';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0;';
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return;
    view.addEventListener('afterprint', () => frame.remove());
    view.focus();
    view.print();
  }, { once: true });
  frame.srcdoc = html;
  document.body.append(frame);
}
