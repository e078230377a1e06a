import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteApp, RemoteErrorBoundary, type RemoteMountProps } from './createRemoteApp';
import { RemoteErrorFallback } from './RemoteErrorFallback';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports caught render errors on console.error; the boundary logs them too.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteErrorBoundary', () => {
  it("SD-57 a throwing area shows '<area> could not be loaded' with Retry, and Retry renders it again", async () => {
    // Throws until the test lets it work (React itself retries a failed render once, so a
    // render counter would not tell the first attempt from Retry).
    let broken = true;
    let renders = 0;
    function Flaky() {
      renders += 1;
      if (broken) throw new Error('boom');
      return <p>Planning content</p>;
    }
    render(
      <div>
        <p>Shell header</p>
        <RemoteErrorBoundary areaLabel="Planning">
          <Flaky />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Planning could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Planning unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Shell header')).toBeInTheDocument();
    expect(screen.queryByText('Planning content')).not.toBeInTheDocument();

    const rendersBeforeRetry = renders;
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(renders).toBeGreaterThan(rendersBeforeRetry);
    expect(screen.getByText('Planning content')).toBeInTheDocument();
    expect(screen.queryByText('Planning could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('SD-57 an area that keeps throwing keeps showing the fallback after Retry', async () => {
    function Broken(): never {
      throw new Error('still broken');
    }
    render(
      <RemoteErrorBoundary areaLabel="Overview">
        <Broken />
      </RemoteErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Overview could not be loaded')).toBeInTheDocument();
  });

  it('SD-57 a healthy area renders its children untouched', () => {
    render(
      <RemoteErrorBoundary areaLabel="Statements">
        <p>Statements list</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Statements list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RemoteErrorFallback', () => {
  it('SD-57 shows the area, the detail and calls onRetry', async () => {
    const onRetry = jest.fn();
    render(<RemoteErrorFallback areaLabel="Coaching" detail="Try later." onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Coaching could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Try later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('createRemoteApp', () => {
  it('SH-05 mounts the root into the element single-spa passes, inside the error boundary', async () => {
    function Root({ name }: RemoteMountProps) {
      if (name === 'broken') throw new Error('boom');
      return <p>Root of {name}</p>;
    }
    const lifecycles = createRemoteApp({ rootComponent: Root, areaLabel: 'Money movement' });
    const ok = document.createElement('div');
    const bad = document.createElement('div');
    document.body.append(ok, bad);
    const base = { singleSpa: {}, mountParcel: () => undefined };
    // mount resolves once React has committed, so it is awaited outside act().
    await lifecycles.bootstrap({ ...base, name: 'money_movement' } as never);
    await lifecycles.mount({ ...base, name: 'money_movement', domElement: ok } as never);
    await waitFor(() => expect(ok).toHaveTextContent('Root of money_movement'));
    await lifecycles.mount({ ...base, name: 'broken', domElement: bad } as never);
    await waitFor(() => expect(bad).toHaveTextContent('Money movement could not be loaded'));
    expect(ok).toHaveTextContent('Root of money_movement');
    await lifecycles.unmount({ ...base, name: 'money_movement', domElement: ok } as never);
    await lifecycles.unmount({ ...base, name: 'broken', domElement: bad } as never);
    expect(ok).toBeEmptyDOMElement();
  });
});
