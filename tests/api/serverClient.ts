import { encodeCredential, type TopUp } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';

/** The demo account on a server process, over real HTTP as the console talks to it. */
export async function clientOf(baseUrl: string) {
  const json = async <T>(path: string, init: RequestInit = {}, token?: string) => {
    const answer = await fetch(`${baseUrl}/om/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token && { token }),
        ...(init.headers as Record<string, string>),
      },
    });
    return ((await answer.json()) as { data: T }).data;
  };
  const { token } = await json<{ token: string }>('/v1/user/login', {
    method: 'POST',
    body: JSON.stringify({ account: DEMO.email, password: encodeCredential(DEMO.password) }),
  });
  return {
    balance: async () => (await json<{ balance: string }>('/v1/wallet', {}, token)).balance,
    topUp: (id: string) => json<TopUp>(`/v1/top-ups/${id}`, {}, token),
    /** Starts a card top-up and presses Pay on the sandbox checkout page, like a person. */
    async payByCard(amount: string) {
      const topUp = await json<TopUp>(
        '/v1/top-ups',
        {
          method: 'POST',
          body: JSON.stringify({ productKey: 'whatsapp', method: 'card', amount }),
        },
        token,
      );
      const checkout = new URL(topUp.checkoutUrl as string, baseUrl);
      await fetch(`${baseUrl}/om/pay/sandbox/${topUp.order.id}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: checkout.searchParams.get('token') as string,
          lang: 'en_US',
        }).toString(),
      });
      return topUp;
    },
  };
}
