import { useId, useState, type FormEvent } from 'react';
import { useSuggestBusinessTips } from '../../../../api/generated/ai/ai';
import { TipBusinessType, TipStage } from '../../../../api/generated/model';
import { SelectField, SubmitButton } from '../../../../components/form/Field';
import { trackEvent } from '../../../../lib/analytics';
import { useHydrated } from '../../../../lib/hydration';
import { TIPS_TEXT } from './tips-texts';
import './tips-widget.css';

/** A choice list from one of the API's enums (the API's one list of 25 types and 5 stages; docs/modules/ai.md). */
function choicesOf<T extends string>(apiEnum: Record<string, T>) {
  const values: readonly string[] = Object.values(apiEnum);
  return {
    options: values.map((value) => ({ value, label: value })),
    includes: (value: string): value is T => values.includes(value),
  };
}

const BUSINESS_TYPES = choicesOf(TipBusinessType);
const STAGES = choicesOf(TipStage);

/**
 * The tips widget of the blog hero (docs/modules/ai.md): a business type and a stage,
 * both required (the button waits for them and says "Getting your tips..." while pending), then the
 * tips as a numbered list; when they cannot be fetched, three general tips instead.
 */
export function TipsWidget() {
  const [businessType, setBusinessType] = useState('');
  const [stage, setStage] = useState('');
  const [tips, setTips] = useState<readonly string[] | null>(null);
  const getTips = useSuggestBusinessTips();
  // A choice made in the server's HTML, before the app runs, would be lost: the selects wait for it.
  const hydrated = useHydrated();
  const titleId = useId();
  const pending = getTips.isPending;
  const chosen = BUSINESS_TYPES.includes(businessType) && STAGES.includes(stage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!BUSINESS_TYPES.includes(businessType) || !STAGES.includes(stage) || pending) return;
    trackEvent({ category: 'engagement', label: 'Business Tips Requested', value: `${businessType} / ${stage}` });
    getTips.mutate(
      { data: { businessType, stage } },
      {
        onSuccess: ({ data }) => setTips(data.tips),
        onError: (error) => {
          console.error('Business tips failed', error);
          setTips(TIPS_TEXT.fallbackTips);
        },
      },
    );
  };

  return (
    <section className="tips-widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="tips-widget__title">
        {TIPS_TEXT.title}
      </h2>
      <p className="tips-widget__lead">{TIPS_TEXT.lead}</p>
      <form className="tips-widget__form" noValidate onSubmit={submit}>
        <SelectField
          label={TIPS_TEXT.businessTypeLabel}
          name="businessType"
          placeholder={TIPS_TEXT.businessTypePlaceholder}
          options={BUSINESS_TYPES.options}
          value={businessType}
          onValueChange={setBusinessType}
          disabled={!hydrated}
          required
        />
        <SelectField
          label={TIPS_TEXT.stageLabel}
          name="stage"
          placeholder={TIPS_TEXT.stagePlaceholder}
          options={STAGES.options}
          value={stage}
          onValueChange={setStage}
          disabled={!hydrated}
          required
        />
        <SubmitButton pending={pending} pendingLabel={TIPS_TEXT.pending} disabled={!chosen}>
          {TIPS_TEXT.submit}
        </SubmitButton>
      </form>
      <div className="tips-widget__results" aria-live="polite">
        {tips && !pending ? (
          <>
            <h3 className="tips-widget__results-title">{TIPS_TEXT.resultsTitle}</h3>
            <ol className="tips-widget__list">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </section>
  );
}
