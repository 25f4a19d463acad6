/**
 * Stands in for components/bot-check/load-altcha.ts under jest (jest.config.ts maps it here): jsdom runs
 * neither the widget's workers nor WebCrypto's digests. This `<altcha-widget>` reads its configuration like
 * the real one and, asked to verify, answers with a payload naming the challenge it was given, so the
 * tests see which challenge a form sent. The real widget solves real challenges in the browser journeys.
 */
export const stubPayloadOf = (challenge: unknown) =>
  btoa(JSON.stringify({ challenge, solution: { counter: 0, derivedKey: 'solved-in-jest' } }));

class AltchaWidgetStub extends HTMLElement {
  verify() {
    const { challenge } = JSON.parse(this.getAttribute('configuration') ?? '{}') as { challenge?: unknown };
    const payload = stubPayloadOf(challenge);
    this.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
    return Promise.resolve({ payload });
  }
}

if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', AltchaWidgetStub);
