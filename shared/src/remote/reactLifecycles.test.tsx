import { reactLifecycles } from './reactLifecycles';

type Props = { name: string; domElement?: HTMLElement; label: string };

function Greeting({ label }: Props) {
  if (label === 'throw') throw new Error('render failed');
  return <p>Hello {label}</p>;
}

const element = () => {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
};

// The lifecycles' promises resolve once React has committed, so they are awaited outside act() (as single-spa does).
describe('reactLifecycles', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('SH-05 resolves mount once the tree is committed, re-renders on update and empties the element on unmount', async () => {
    const lifecycles = reactLifecycles<Props>((props) => <Greeting {...props} />, () => <p>Fallback</p>);
    const host = element();
    await lifecycles.mount({ name: 'area', domElement: host, label: 'one' });
    expect(host).toHaveTextContent('Hello one');
    await lifecycles.update({ name: 'area', domElement: host, label: 'two' });
    expect(host).toHaveTextContent('Hello two');
    await lifecycles.unmount({ name: 'area', domElement: host, label: 'two' });
    expect(host).toBeEmptyDOMElement();
    // An update after the unmount finds no root and renders nothing.
    await lifecycles.update({ name: 'area', domElement: host, label: 'three' });
    expect(host).toBeEmptyDOMElement();
  });

  it('SH-05 keeps two mounts of one remote apart (an app and its parcel)', async () => {
    const lifecycles = reactLifecycles<Props>((props) => <Greeting {...props} />, () => <p>Fallback</p>);
    const first = element();
    const second = element();
    await lifecycles.mount({ name: 'a', domElement: first, label: 'A' });
    await lifecycles.mount({ name: 'b', domElement: second, label: 'B' });
    await lifecycles.unmount({ name: 'a', domElement: first, label: 'A' });
    expect(first).toBeEmptyDOMElement();
    expect(second).toHaveTextContent('Hello B');
    await lifecycles.unmount({ name: 'b', domElement: second, label: 'B' });
  });

  it('SH-05 shows the fallback when the tree throws, and refuses a mount without its element', async () => {
    const lifecycles = reactLifecycles<Props>((props) => <Greeting {...props} />, (error) => <p>Fallback: {error.message}</p>);
    const host = element();
    await lifecycles.mount({ name: 'broken', domElement: host, label: 'throw' });
    expect(host).toHaveTextContent('Fallback: render failed');
    await expect(lifecycles.mount({ name: 'nowhere', label: 'x' })).rejects.toThrow('nowhere was mounted without its element');
    await lifecycles.unmount({ name: 'broken', domElement: host, label: 'throw' });
  });
});
