import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type {
  PortalQuestionnaireDto,
  QuestionnaireKind,
  QuestionnaireQuestionDto,
  SaveQuestionnaireDtoAnswers,
} from '../../../api/generated/model';
import {
  getGetPortalQuestionnaireQueryKey,
  useGetPortalQuestionnaire,
  useSavePortalQuestionnaireDraft,
  useSubmitPortalQuestionnaire,
} from '../../../api/generated/portal-questionnaires/portal-questionnaires';
import { ApiError } from '../../../api/http';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { fieldErrorsOf, serverMessage } from '../../../components/form/field-errors';
import { SubmitButton } from '../../../components/form/Field';
import { PortalPageHeader } from '../../../components/portal/EmptyState';
import { toast, TOAST_DURATION_MS } from '../../../components/toast';
import { PATHS } from '../../../constants/site';
import { QUESTIONNAIRE_AUTOSAVE_MS } from '../../../constants/timing';
import { usePrivatePageTitle } from '../../../lib/head';
import { billingDate } from '../../billing/billing-dates';
import '../../../components/form/form.css';
import './questionnaire.css';
import type { QuestionnaireLinks } from './questionnaire-search';

type Answers = SaveQuestionnaireDtoAnswers;
type AnswerValue = Answers[string];

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The id of a question's control (a group's first choice), which the error summary links to. */
const controlId = (question: QuestionnaireQuestionDto) =>
  question.type === 'multiselect' || question.type === 'yesno' ? `q-${question.id}-0` : `q-${question.id}`;

/**
 * /portal/questionnaire/:type (docs/modules/projects.md#questionnaires): the questionnaire rendered from the
 * schema the API serves, with the client's draft (or last submission) filled in; "Save and finish later", a
 * draft saved by itself when a field is left or every QUESTIONNAIRE_AUTOSAVE_MS while it changes, and Submit,
 * whose refused answers are marked on their questions and listed, with links, above the form.
 */
export function QuestionnairePage({ kind, links }: { kind: string; links: QuestionnaireLinks }) {
  // The API answers 404 for a kind it does not know: the page says so rather than guessing.
  const query = useGetPortalQuestionnaire(kind as QuestionnaireKind);
  usePrivatePageTitle(query.data?.schema.title ?? 'Questionnaire', 'Your questionnaire.');

  if (query.isPending) {
    return (
      <div className="portal-page">
        <p className="portal-card questionnaire-loading" role="status">
          Loading the questionnaire...
        </p>
      </div>
    );
  }
  if (query.isError) {
    return isMissing(query.error) ? (
      <NotFound />
    ) : (
      <div className="portal-page">
        <LoadErrorPanel
          what="this questionnaire"
          headingLevel={1}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <Questionnaire key={kind} questionnaire={query.data} links={links} />;
}

function NotFound() {
  return (
    <div className="portal-page">
      <PortalPageHeader
        title="We can't find this questionnaire"
        lead="The link may be incomplete or out of date. Your dashboard shows the questionnaires we need from you."
      />
      <Link to={PATHS.portal} className="btn btn--primary questionnaire-page__action">
        Go to your dashboard
      </Link>
    </div>
  );
}

function Questionnaire({ questionnaire, links }: { questionnaire: PortalQuestionnaireDto; links: QuestionnaireLinks }) {
  const [editing, setEditing] = useState(questionnaire.status !== 'submitted');
  // Focus follows the change of view: to the thank-you after submitting, to the form when changing answers.
  const [justSubmitted, setJustSubmitted] = useState(false);
  const { schema } = questionnaire;
  return (
    <div className="portal-page questionnaire-page">
      <Link to={PATHS.portal} className="questionnaire-page__back">
        ← Dashboard
      </Link>
      <PortalPageHeader title={schema.title} lead={schema.intro} />
      {editing ? (
        <QuestionnaireForm
          questionnaire={questionnaire}
          links={links}
          onSubmitted={() => {
            setJustSubmitted(true);
            setEditing(false);
          }}
        />
      ) : (
        <Submitted
          questionnaire={questionnaire}
          projectId={links.projectId ?? questionnaire.projectId}
          focus={justSubmitted}
          onChange={() => setEditing(true)}
        />
      )}
    </div>
  );
}

function Submitted({
  questionnaire,
  projectId,
  focus,
  onChange,
}: {
  questionnaire: PortalQuestionnaireDto;
  projectId: string | null;
  focus: boolean;
  onChange: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  // The project page's route is typed `string` like PATHS: links to it must not depend on its registration.
  const projectPath: string = projectId ? `/portal/projects/${encodeURIComponent(projectId)}` : '';
  return (
    <section className="portal-card questionnaire-done" aria-labelledby="questionnaire-done-title">
      <h2 id="questionnaire-done-title" ref={titleRef} tabIndex={-1} className="questionnaire-done__title">
        Submitted on {billingDate(questionnaire.submittedAt)}. Thank you!
      </h2>
      <p className="portal-card__text">
        We have your answers and will go through them with you. If something changes, you can update them at any time.
      </p>
      <div className="form-actions">
        {projectPath ? (
          <Link to={projectPath} className="btn btn--primary">
            Back to your project
          </Link>
        ) : null}
        <Link to={PATHS.portal} className={projectPath ? 'btn btn--outline' : 'btn btn--primary'}>
          Back to your dashboard
        </Link>
        <button type="button" className="btn btn--outline" onClick={onChange}>
          Change your answers
        </button>
      </div>
    </section>
  );
}

/** Question id -> the message of its refused answer. */
type AnswerErrors = Partial<Record<string, string>>;

/** The API's field errors `answers.<id>` by question id, and whatever else it said. */
function refusal(error: unknown): { answers: AnswerErrors; other: string | null } {
  const answers: AnswerErrors = {};
  let other: string | null = null;
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (field.startsWith('answers.')) answers[field.slice('answers.'.length)] = message;
    else other ??= message ?? null;
  }
  if (!Object.keys(answers).length)
    other ??= serverMessage(error, 'Your answers could not be saved. Please try again.');
  return { answers, other };
}

const SAVED_AT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function QuestionnaireForm({
  questionnaire,
  links,
  onSubmitted,
}: {
  questionnaire: PortalQuestionnaireDto;
  links: QuestionnaireLinks;
  onSubmitted: () => void;
}) {
  const { schema } = questionnaire;
  const kind = schema.kind;
  const queryClient = useQueryClient();
  const save = useSavePortalQuestionnaireDraft();
  const submit = useSubmitPortalQuestionnaire();

  const [answers, setAnswers] = useState<Answers>(questionnaire.answers);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saveNote, setSaveNote] = useState(
    questionnaire.status === 'draft' && questionnaire.updatedAt
      ? `Your draft from ${billingDate(questionnaire.updatedAt)} is filled in below.`
      : '',
  );
  const [summaryShown, setSummaryShown] = useState(0);
  const [savingByHand, setSavingByHand] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The timer and the blur handler read the latest answers; one save at a time, and none once submitting.
  const latest = useRef(answers);
  const savedJson = useRef(JSON.stringify(questionnaire.answers));
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const submitting = useRef(false);

  useEffect(() => {
    if (summaryShown) summaryRef.current?.focus();
  }, [summaryShown]);

  const questions = schema.sections.flatMap((section) => section.questions);
  const refreshLists = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[0] === 'string' && /^\/api\/portal\/(questionnaires|projects)/.test(queryKey[0]),
    });

  /** Marks the refused answers and shows the summary, which takes focus; returns what else the server said. */
  const showRefusal = (error: unknown): string | null => {
    const { answers: refused, other } = refusal(error);
    setErrors(refused);
    setProblem(other);
    setSummaryShown((count) => count + 1);
    return other;
  };

  /** Saves the draft when it changed (`auto`), or when asked to (`manual`: then says so, even if nothing changed). */
  const saveDraft = (mode: 'auto' | 'manual'): Promise<unknown> => {
    const run = saving.current.then(async () => {
      const snapshot = latest.current;
      const json = JSON.stringify(snapshot);
      if (submitting.current || (json === savedJson.current && mode === 'auto')) return;
      try {
        if (json !== savedJson.current) {
          const saved = await save.mutateAsync({ kind, data: { answers: snapshot, ...links } });
          savedJson.current = json;
          queryClient.setQueryData(getGetPortalQuestionnaireQueryKey(kind), saved);
          void refreshLists();
        }
        setSaveNote(`Draft saved at ${SAVED_AT.format(new Date())}.`);
        if (mode === 'manual') {
          setErrors({});
          setProblem(null);
          toast({ title: 'Saved', description: 'Come back any time to finish.' });
        }
      } catch (error) {
        if (mode === 'manual') showRefusal(error);
        else {
          setErrors(refusal(error).answers);
          setSaveNote('Your latest changes are not saved yet: see the answers marked below.');
        }
      }
    });
    saving.current = run;
    return run;
  };

  useEffect(() => {
    const timer = setInterval(() => void saveDraft('auto'), QUESTIONNAIRE_AUTOSAVE_MS);
    return () => clearInterval(timer);
    // The timer reads everything through refs; it is set once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setAnswer = (id: string, value: AnswerValue | undefined) => {
    const next = { ...latest.current };
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) delete next[id];
    else next[id] = value;
    latest.current = next;
    setAnswers(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return; // a second press while the first is on its way
    submitting.current = true;
    await saving.current; // a save on its way lands first, so it never reopens a draft after the submission
    try {
      const submitted = await submit.mutateAsync({ kind, data: { answers: latest.current, ...links } });
      queryClient.setQueryData(getGetPortalQuestionnaireQueryKey(kind), submitted);
      void refreshLists();
      onSubmitted();
    } catch (error) {
      submitting.current = false;
      const other = showRefusal(error);
      toast({
        title: 'Not submitted yet',
        description: other ?? 'Some answers need your attention.',
        variant: 'destructive',
        duration: TOAST_DURATION_MS.validationFailure,
      });
    }
  };

  const refused = questions.filter((question) => errors[question.id]);

  return (
    <form
      className="questionnaire"
      noValidate
      aria-label={schema.title}
      onSubmit={(event) => void onSubmit(event)}
      onBlur={(event) => {
        // Leaving a field for Save or Submit: that button saves (or submits) the answers itself.
        const next = event.relatedTarget;
        if (!(next instanceof HTMLButtonElement && event.currentTarget.contains(next))) void saveDraft('auto');
      }}
    >
      {refused.length || problem ? (
        <div
          ref={summaryRef}
          className="questionnaire__summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby="questionnaire-summary-title"
        >
          <h2 id="questionnaire-summary-title" className="questionnaire__summary-title">
            {refused.length ? 'Some answers need your attention' : 'Your answers were not saved'}
          </h2>
          {problem ? <p>{problem}</p> : null}
          {refused.length ? (
            <ul className="questionnaire__summary-list">
              {refused.map((question) => (
                <li key={question.id}>
                  <a href={`#${controlId(question)}`} onClick={(event) => focusControl(event, controlId(question))}>
                    {question.label}: {errors[question.id]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="questionnaire__note">
        Questions marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> need an answer before you submit.
      </p>
      {schema.sections.map((section) => (
        <fieldset key={section.id} className="portal-card questionnaire__section">
          <legend className="questionnaire__section-title">{section.title}</legend>
          {section.description ? <p className="portal-card__text">{section.description}</p> : null}
          {section.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              error={errors[question.id]}
              onChange={(value) => setAnswer(question.id, value)}
            />
          ))}
        </fieldset>
      ))}
      <div className="form-actions questionnaire__actions">
        <button
          type="button"
          className="btn btn--outline btn--lg"
          // Pressing it while a save runs by itself queues behind that save rather than being refused.
          disabled={savingByHand || submit.isPending}
          onClick={() => {
            setSavingByHand(true);
            void saveDraft('manual').finally(() => setSavingByHand(false));
          }}
        >
          Save and finish later
        </button>
        <SubmitButton pending={submit.isPending} pendingLabel="Submitting..." className="btn btn--primary btn--lg">
          Submit
        </SubmitButton>
      </div>
      <p className="questionnaire__save-note" role="status">
        {saveNote}
      </p>
    </form>
  );
}

/** The summary's links move focus to the question itself (and scroll it into view), not just the page. */
function focusControl(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const control = document.getElementById(id);
  control?.focus();
  control?.scrollIntoView?.({ block: 'center' });
}

/** One question, as its type asks: a labelled control, or a fieldset of choices; its help and error described. */
function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: QuestionnaireQuestionDto;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue | undefined) => void;
}) {
  const base = `q-${question.id}`;
  const describedBy =
    [question.help ? `${base}-help` : '', error ? `${base}-error` : ''].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {question.help ? (
        <p className="field__hint" id={`${base}-help`}>
          {question.help}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${base}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
  const required = question.required ? (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  ) : null;
  const className = error ? 'field field--invalid' : 'field';

  if (question.type === 'multiselect' || question.type === 'yesno') {
    const choices =
      question.type === 'yesno'
        ? [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]
        : question.options;
    const chosen = (choice: string) =>
      question.type === 'yesno' ? value === (choice === 'yes') : Array.isArray(value) && value.includes(choice);
    const toggle = (choice: string, checked: boolean) => {
      if (question.type === 'yesno') return onChange(choice === 'yes');
      const current = Array.isArray(value) ? value : [];
      onChange(checked ? [...current, choice] : current.filter((item) => item !== choice));
    };
    return (
      <fieldset
        className={`${className} questionnaire__choices`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend className="field__label questionnaire__question-legend">
          {question.label}
          {required}
          {question.required ? <span className="visually-hidden"> (required)</span> : null}
        </legend>
        <div
          className={
            question.type === 'yesno'
              ? 'questionnaire__options questionnaire__options--inline'
              : 'questionnaire__options'
          }
        >
          {choices.map((choice, index) => (
            <div key={choice.value} className="checkbox-field">
              <input
                id={`${base}-${index}`}
                type={question.type === 'yesno' ? 'radio' : 'checkbox'}
                name={base}
                className="checkbox-field__control"
                value={choice.value}
                checked={chosen(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <label htmlFor={`${base}-${index}`} className="checkbox-field__label">
                {choice.label}
              </label>
            </div>
          ))}
        </div>
        {notes}
      </fieldset>
    );
  }

  const common = {
    id: base,
    name: question.id,
    'aria-required': question.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  let control;
  if (question.type === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        className="field__control field__control--textarea"
        maxLength={question.maxLength ?? undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else if (question.type === 'select') {
    control = (
      <select
        {...common}
        className="field__control field__control--select"
        value={text}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">Choose...</option>
        {question.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (question.type === 'number') {
    control = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        step={1}
        min={question.min ?? undefined}
        max={question.max ?? undefined}
        className="field__control questionnaire__number"
        value={text}
        // A whole number is sent as a number; anything else as typed, for the server to explain.
        onChange={(event) => {
          const typed = event.target.value;
          onChange(typed === '' ? undefined : Number.isInteger(Number(typed)) ? Number(typed) : typed);
        }}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={question.type}
        className="field__control"
        maxLength={question.maxLength ?? undefined}
        autoComplete={question.type === 'email' ? 'email' : 'off'}
        spellCheck={question.type === 'text' ? undefined : false}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={className}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={base}>
          {question.label}
        </label>
        {required}
      </div>
      {control}
      {notes}
    </div>
  );
}
