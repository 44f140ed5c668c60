import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../src/app/preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const inSuspense = (node: React.ReactNode) => render(<Suspense fallback={<p>Loading…</p>}>{node}</Suspense>);

describe('preloadable screens', () => {
  it('suspends (fallback, then the screen) when rendered before its code is here', async () => {
    const Screen = preloadable(async () => Greeting);
    inSuspense(<Screen name="Asha" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const Screen = preloadable(async () => Greeting);
    await Screen.preload();
    inSuspense(<Screen name="Ravi" />);
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
