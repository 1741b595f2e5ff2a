import { describe, expect, it } from 'vitest';
import * as z from '@herway/shared/zod';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { ApiError, ApiResponseError, apiRequest, getErrorMessage } from './api-client';

describe('apiRequest', () => {
  it('sends cookies and JSON bodies', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));

    await apiRequest('POST', '/api/contact', { body: { firstName: 'Ava' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"firstName":"Ava"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('includes credentials on GET and sends no body or content type', async () => {
    const fetchMock = mockFetch(() => jsonResponse([]));

    await apiRequest('GET', '/api/sessions/user');

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends {} as JSON on a state-changing request without payload', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));

    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('renews a lapsed session through GET /api/auth/user once, then asks again', async () => {
    let renewed = false;
    const fetchMock = mockFetch((url) => {
      if (url === '/api/auth/user') {
        renewed = true;
        return jsonResponse({ id: 'athlete-1' });
      }
      return renewed ? jsonResponse({ packages: [] }) : jsonResponse({ renew: true, message: 'Your session needs renewing' }, 401);
    });

    const [first, second] = await Promise.all([apiRequest('GET', '/api/dashboard'), apiRequest('GET', '/api/dashboard')]);

    expect([first, second]).toEqual([{ packages: [] }, { packages: [] }]);
    // Two requests found the session lapsed together: one renewal serves both.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/dashboard', '/api/dashboard', '/api/auth/user', '/api/dashboard', '/api/dashboard']);
    expect(fetchMock.mock.calls[3]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('throws the second 401 when the renewal did not help, and never renews on a plain 401', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/user'
        ? jsonResponse({ message: 'Authentication required' }, 401)
        : jsonResponse({ renew: true, message: 'Your session needs renewing' }, 401),
    );
    const error = await apiRequest('POST', '/api/sessions/complete/b-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const plain = mockFetch(() => jsonResponse({ message: 'Authentication required' }, 401));
    await expect(apiRequest('GET', '/api/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('throws ApiError "status: body" with the parsed JSON body', async () => {
    mockFetch(() => jsonResponse({ message: 'Invalid discount code' }, 400));

    const error = await apiRequest('POST', '/api/validate-discount', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: {"message":"Invalid discount code"}',
      body: { message: 'Invalid discount code' },
    });
    expect(getErrorMessage(error)).toBe('Invalid discount code');
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));

    const error = await apiRequest('GET', '/api/dashboard').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: '503: Service Unavailable', body: undefined });
  });

  it('keeps a non-JSON error body in the message only', async () => {
    mockFetch(() => new Response('Bad Gateway from proxy', { status: 502 }));

    const error = await apiRequest('GET', '/api/dashboard').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: '502: Bad Gateway from proxy', body: undefined });
  });

  it('parses the answer with the given schema', async () => {
    mockFetch(() => jsonResponse({ clientSecret: 'pi_1_secret_2', extra: 1 }));
    const schema = z.object({ clientSecret: z.string() });

    const data = await apiRequest('POST', '/api/purchase-course', { body: {}, schema });

    expect(data).toEqual({ clientSecret: 'pi_1_secret_2' });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(() => jsonResponse({ clientSecret: 42 }));
    const schema = z.object({ clientSecret: z.string() });

    const error = await apiRequest('POST', '/api/purchase-course', { body: {}, schema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as ApiResponseError).message).toMatch(/^Unexpected response from POST \/api\/purchase-course/);
    expect((error as ApiResponseError).cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    mockFetch(() => new Response('<!doctype html><html></html>', { status: 200 }));

    await expect(apiRequest('GET', '/api/auth/user')).rejects.toBeInstanceOf(ApiResponseError);
  });
});
