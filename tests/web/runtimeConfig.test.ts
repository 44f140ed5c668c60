import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, RUNTIME_CONFIG_ELEMENT } from '../../src/config/runtimeConfig';

const served = {
  apiBase: '/api',
  auth: { region: 'ap-south-1', staff: { userPoolId: 'ap-south-1_staff', userPoolClientId: 'staff-client' } },
  availabilityWindowDays: 9,
};

afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT)?.remove());

describe('runtime configuration', () => {
  it('reads what the server inlined into the page, without a request', async () => {
    const element = Object.assign(document.createElement('script'), {
      id: RUNTIME_CONFIG_ELEMENT,
      type: 'application/json',
      textContent: JSON.stringify(served),
    });
    document.head.append(element);
    const fetchImpl = vi.fn();
    const config = await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(config.auth.staff.userPoolClientId).toBe('staff-client');
    expect(config.availabilityWindowDays).toBe(9);
    expect(getRuntimeConfig()).toBe(config);
  });

  it('fetches /config.json where the page has none (the Vite dev server), and says when it cannot', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(served), { status: 200 }));
    expect((await loadRuntimeConfig(fetchImpl as typeof fetch)).auth.staff.userPoolId).toBe('ap-south-1_staff');
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    const failing = vi.fn(async () => new Response('', { status: 502 }));
    await expect(loadRuntimeConfig(failing as typeof fetch)).rejects.toThrow('Could not load /config.json (502)');
  });
});
