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

/**
 * The anti-robot check of sign-up, the newsletter and the lead forms: a self-hosted ALTCHA proof of work
 * (GET /api/bot-challenge) solved in a worker while the visitor types, without a click, plus a honeypot.
 */
export function useBotCheck(): BotCheck {
  const [round, setRound] = useState(0);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [widgetLoaded, setWidgetLoaded] = useState(false);
  const [proving, setProving] = useState(false);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const honeypot = useRef<HTMLInputElement | null>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    payload.current = null;
    getBotChallenge().then(
      (answer) => {
        if (!current) return;
        setChallenge(
          answer.enabled && answer.challenge ? { enabled: true, challenge: answer.challenge } : { enabled: false },
        );
      },
      () => current && setChallenge(null),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const enabled = challenge?.enabled === true;
  useEffect(() => {
    if (!enabled || widgetLoaded) return;
    let current = true;
    void import('./load-altcha').then(() => current && setWidgetLoaded(true));
    return () => {
      current = false;
    };
  }, [enabled, widgetLoaded]);

  const attachWidget = useCallback((element: HTMLElement | null) => {
    widget.current = element as AltchaWidgetElement | null;
    element?.addEventListener('verified', (event) => {
      payload.current = (event as VerifiedEvent).detail.payload;
    });
  }, []);

  const proof = useCallback(async (): Promise<BotCheckFields> => {
    const trap = honeypot.current?.value ? { website: honeypot.current.value } : {};
    if (!widget.current) return trap;
    let solved = payload.current;
    if (!solved) {
      setProving(true);
      solved = (await widget.current.verify().catch(() => null))?.payload ?? null;
      setProving(false);
    }
    // Spent: the widget goes until the next challenge is here, so it never solves this one again.
    setChallenge(null);
    setRound((value) => value + 1);
    return { ...trap, ...(solved ? { altcha: solved } : {}) };
  }, []);

  const fields = (
    <div className="bot-check">
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
