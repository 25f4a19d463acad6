import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydration';
import { CONTACT_TABS, type ContactTab } from './contact-tabs';

/**
 * The tabs of /contact as a WAI-ARIA tab list: the chosen tab is the only one in the tab order;
 * arrow keys, Home and End move between tabs. In a server-rendered page they wait for the app
 * (disabled until it runs): the tab of `?form=` is shown meanwhile.
 */
export function ContactTabs({
  tab,
  labels,
  onTabChange,
  children,
}: {
  tab: ContactTab;
  labels: Record<ContactTab, string>;
  onTabChange: (tab: ContactTab) => void;
  children: ReactNode;
}) {
  const buttons = useRef<Partial<Record<ContactTab, HTMLButtonElement | null>>>({});
  const hydrated = useHydrated();

  const move = (event: KeyboardEvent) => {
    const index = CONTACT_TABS.indexOf(tab);
    const last = CONTACT_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = CONTACT_TABS[target]!;
    onTabChange(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div className="contact-tabs" role="tablist" aria-label="Contact forms" onKeyDown={move}>
        {CONTACT_TABS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              buttons.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`contact-tab-${key}`}
            aria-selected={key === tab}
            aria-controls="get-started-form"
            tabIndex={key === tab ? 0 : -1}
            className="contact-tabs__tab"
            disabled={!hydrated}
            onClick={() => onTabChange(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div id="get-started-form" role="tabpanel" aria-labelledby={`contact-tab-${tab}`} className="contact-panel">
        {children}
      </div>
    </>
  );
}
