/** What the page links the answers to, from its address (`?projectId=`): passed on to the API as they are. */
export interface QuestionnaireLinks {
  projectId?: string;
  consultationId?: string;
  serviceInquiryId?: string;
}

const LINK_KEYS = ['projectId', 'consultationId', 'serviceInquiryId'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's search params: the links that look like ids (anything else is dropped, not sent). */
export function questionnaireSearch(search: Record<string, unknown>): QuestionnaireLinks {
  const links: QuestionnaireLinks = {};
  for (const key of LINK_KEYS) {
    const value = search[key];
    if (typeof value === 'string' && UUID.test(value)) links[key] = value;
  }
  return links;
}
