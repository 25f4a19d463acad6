import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { getBotChallenge } from '../../api/generated/bot-challenge/bot-challenge';
import type { AltchaChallengeDto } from '../../api/generated/model';
import './bot-check.css';

/** What a protected form sends (BotCheckFieldsDto): the solved challenge, and the honeypot if filled. */
export interface BotCheckFields {
  altcha?: string;
  website?: string;
}

export interface BotCheck {
  /** The widget (solving on its own as the form loads) and the hidden honeypot: render inside the form. */
  fields: ReactNode;
  /**
   * The fields for one submission: waits for the proof of work if it is still running. A payload works
   * once, so taking it starts the next challenge. With no payload to give (the check is off, or it failed)
   * the server answers with its own message, shown like any refusal.
   */
  proof: () => Promise<BotCheckFields>;
  /** True while `proof` waits for the proof of work (the form shows itself busy). */
  proving: boolean;
}

type Challenge = { enabled: false } | { enabled: true; challenge: AltchaChallengeDto };

interface VerifiedEvent extends Event {
  detail: { payload: string };
}

/** How long a submission waits for the widget when the visitor sends before having started on the form. */
const WIDGET_WAIT_MS = 10_000;

/** Where the check stands: not asked for yet, asking for a challenge, with a widget, off, or unreachable. */
type CheckStatus = 'idle' | 'loading' | 'on' | 'off' | 'failed';

/** A promise settled from outside: the next widget, or null when there will be none. */
function nextWidget() {
  let resolve: (element: AltchaWidgetElement | null) => void = () => {};
  const promise = new Promise<AltchaWidgetElement | null>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * The anti-robot check of sign-up, the newsletter and the lead forms: a self-hosted ALTCHA proof of work
 * (GET /api/bot-challenge) solved in a worker while the visitor types, without a click, plus a honeypot.
 * The challenge and the widget (its code and its set-up, tens of milliseconds of a phone's main thread)
 * come once the visitor starts on the form (a focus or a touch in it), not while the page loads; a
 * submission made before that waits for them.
 */
export function useBotCheck(): BotCheck {
  const [round, setRound] = useState(0);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [started, setStarted] = useState(false);
  const [widgetLoaded, setWidgetLoaded] = useState(false);
  const [proving, setProving] = useState(false);
  const slot = useRef<HTMLDivElement | null>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const status = useRef<CheckStatus>('idle');
  const attached = useRef<ReturnType<typeof nextWidget> | null>(null);
  const honeypot = useRef<HTMLInputElement | null>(null);
  const payload = useRef<string | null>(null);

  const settleWidget = useCallback((element: AltchaWidgetElement | null) => {
    attached.current?.resolve(element);
    attached.current = null;
  }, []);

  // The visitor starts on the form: a focus or a touch anywhere in it (or its controls are in use already).
  useEffect(() => {
    if (started) return;
    const form = slot.current?.closest('form');
    if (!form || form.contains(document.activeElement)) {
      setStarted(true);
      return;
    }
    const start = () => setStarted(true);
    form.addEventListener('focusin', start);
    form.addEventListener('pointerdown', start);
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
    };
  }, [started]);

  useEffect(() => {
    if (!started) return;
    let current = true;
    payload.current = null;
    status.current = 'loading';
    getBotChallenge().then(
      (answer) => {
        if (!current) return;
        const on = answer.enabled && !!answer.challenge;
        status.current = on ? 'on' : 'off';
        setChallenge(on ? { enabled: true, challenge: answer.challenge! } : { enabled: false });
        if (!on) settleWidget(null);
      },
      () => {
        if (!current) return;
        status.current = 'failed';
        setChallenge(null);
        settleWidget(null);
      },
    );
    return () => {
      current = false;
    };
  }, [round, started, settleWidget]);

  const enabled = challenge?.enabled === true;
  useEffect(() => {
    if (!enabled || widgetLoaded) return;
    let current = true;
    void import('./load-altcha').then(() => current && setWidgetLoaded(true));
    return () => {
      current = false;
    };
  }, [enabled, widgetLoaded]);

  const attachWidget = useCallback(
    (element: HTMLElement | null) => {
      widget.current = element as AltchaWidgetElement | null;
      if (!element) return;
      element.addEventListener('verified', (event) => {
        payload.current = (event as VerifiedEvent).detail.payload;
      });
      settleWidget(element as AltchaWidgetElement);
    },
    [settleWidget],
  );

  /** The widget; asked for now if the visitor sends before having started on the form (null: no check). */
  const currentWidget = useCallback(async (): Promise<AltchaWidgetElement | null> => {
    if (widget.current || status.current === 'off' || status.current === 'failed') return widget.current;
    attached.current ??= nextWidget();
    const next = attached.current.promise;
    setStarted(true);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WIDGET_WAIT_MS));
    return Promise.race([next, timeout]);
  }, []);

  const proof = useCallback(async (): Promise<BotCheckFields> => {
    const trap = honeypot.current?.value ? { website: honeypot.current.value } : {};
    let solved = widget.current ? payload.current : null;
    if (!solved) {
      setProving(true);
      const element = await currentWidget();
      if (!element) {
        setProving(false);
        return trap;
      }
      solved = payload.current ?? (await element.verify().catch(() => null))?.payload ?? null;
      setProving(false);
    }
    // Spent: the widget goes until the next challenge is here, so it never solves this one again.
    setChallenge(null);
    setRound((value) => value + 1);
    return { ...trap, ...(solved ? { altcha: solved } : {}) };
  }, [currentWidget]);

  const fields = (
    // The widget's place is kept until the check is known to be off (bot-check.css).
    <div ref={slot} className={challenge?.enabled === false ? 'bot-check bot-check--off' : 'bot-check'}>
      {challenge?.enabled && widgetLoaded ? (
        <altcha-widget
          ref={attachWidget}
          auto="onload"
          name="altcha"
          configuration={JSON.stringify({ challenge: challenge.challenge, hideFooter: true, hideLogo: true })}
        />
      ) : null}
      <div className="bot-check__trap" aria-hidden="true">
        <label>
          Leave this field empty
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </div>
  );

  return { fields, proof, proving };
}
