import type { CSSProperties, ReactNode } from 'react';

/**
 * The few line icons the back office uses, drawn inline (24×24, stroke = currentColor). They carry
 * antd's `anticon` class so menus and buttons space them like their own icons; they are decorative
 * (aria-hidden): every control that holds one also has a text label or an aria-label.
 */
function Icon({ children, className, style }: { children: ReactNode; className?: string; style?: CSSProperties }) {
  return (
    <span className={className ? `anticon ${className}` : 'anticon'} style={style} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {children}
      </svg>
    </span>
  );
}

interface IconProps {
  className?: string;
  style?: CSSProperties;
}

export const DashboardIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

export const UsersIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </Icon>
);

export const ServicesIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </Icon>
);

export const MenuIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <line x1="3" y1="6" x2="21" y2="6" />
    <line x1="3" y1="12" x2="21" y2="12" />
    <line x1="3" y1="18" x2="21" y2="18" />
  </Icon>
);

export const CollapseIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <line x1="21" y1="6" x2="11" y2="6" />
    <line x1="21" y1="12" x2="11" y2="12" />
    <line x1="21" y1="18" x2="11" y2="18" />
    <polyline points="7 8 3 12 7 16" />
  </Icon>
);

export const ExpandIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <line x1="3" y1="6" x2="13" y2="6" />
    <line x1="3" y1="12" x2="13" y2="12" />
    <line x1="3" y1="18" x2="13" y2="18" />
    <polyline points="17 8 21 12 17 16" />
  </Icon>
);

export const LogoutIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <polyline points="16 17 21 12 16 7" />
    <line x1="21" y1="12" x2="9" y2="12" />
  </Icon>
);

export const DownloadIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <polyline points="7 10 12 15 17 10" />
    <line x1="12" y1="15" x2="12" y2="3" />
  </Icon>
);

export const ExternalIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <polyline points="15 3 21 3 21 9" />
    <line x1="10" y1="14" x2="21" y2="3" />
  </Icon>
);

export const UserIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </Icon>
);

export const CloseIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <line x1="18" y1="6" x2="6" y2="18" />
    <line x1="6" y1="6" x2="18" y2="18" />
  </Icon>
);

export const NewsletterIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <polyline points="22 6 12 13 2 6" />
  </Icon>
);

export const UnsubscribeIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <circle cx="12" cy="12" r="9" />
    <line x1="5.6" y1="5.6" x2="18.4" y2="18.4" />
  </Icon>
);

export const SmsIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);

export const OutboxIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <line x1="22" y1="2" x2="11" y2="13" />
    <polygon points="22 2 15 22 11 13 2 9 22 2" />
  </Icon>
);

export const TestimonialIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="m12 7 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" />
  </Icon>
);

export const PagesIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const PortfolioIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Icon>
);

export const BlogIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Icon>
);

export const CalendarIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Icon>
);

export const InboxIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </Icon>
);

export const QuestionIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
  </Icon>
);

export const InvoiceIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
    <path d="M9 7h6M9 11h6M9 15h3" />
  </Icon>
);

export const PlusIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <line x1="12" y1="5" x2="12" y2="19" />
    <line x1="5" y1="12" x2="19" y2="12" />
  </Icon>
);

/** A page with a signature line: a proposal. */
export const ProposalIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 18c1.5-2 2.5-2 3 0s1.5 2 3 0" />
  </Icon>
);

/** A folder: a project. */
export const ProjectIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Icon>
);

/** A gift: a referral's reward. */
export const ReferralIcon = ({ className, style }: IconProps) => (
  <Icon className={className} style={style}>
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
  </Icon>
);
