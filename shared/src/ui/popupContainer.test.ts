import { popupContainer } from './popupContainer';

function build(html: string): HTMLElement {
  document.body.innerHTML = html;
  const trigger = document.getElementById('trigger');
  if (!trigger) throw new Error('no trigger');
  return trigger;
}

describe('popupContainer', () => {
  it('puts a popup opened in an antd dialog in its content box, so the fields cannot cover the option list', () => {
    const trigger = build('<div role="dialog" id="d"><div class="ant-modal-container" id="c"><input id="trigger"></div></div>');
    expect(popupContainer(trigger).id).toBe('c');
  });

  it('puts a popup opened in a page inside its main landmark', () => {
    const trigger = build('<main id="m"><section><button id="trigger"></button></section></main>');
    expect(popupContainer(trigger).id).toBe('m');
  });

  it('falls back to the body outside every landmark, and without a trigger', () => {
    const trigger = build('<div><button id="trigger"></button></div>');
    expect(popupContainer(trigger)).toBe(document.body);
    expect(popupContainer()).toBe(document.body);
  });
});
