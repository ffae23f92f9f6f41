/** A browser, as far as the shop can tell: its cookies, its address, the shop's origin on writes. */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** PUBLIC_URL: the only origin the shop takes writes from. */
    private readonly origin: string,
    /** The client address nginx would pass on (X-Forwarded-For), for rate limits per address. */
    private readonly address?: string,
  ) {}

  get cookieNames() {
    return [...this.cookies.keys()];
  }

  /** The Cookie header this visitor sends. */
  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') sent.origin = this.origin;
    if (this.address) sent['x-forwarded-for'] = this.address;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      sent['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base}${path}`, { method, headers: sent, body: payload, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (nginx's own 502 page): the status says enough.
    }
    return {
      status: response.status,
      json: json as Record<string, unknown> & { error?: { code: string } },
      headers: response.headers,
    };
  }

  async signIn(base: string, email: string, password: string) {
    const answer = await this.call(base, 'POST', '/api/auth/sign-in/email', { email, password });
    if (answer.status !== 200) throw new Error(`Sign-in of ${email} answered ${answer.status}`);
  }
}
