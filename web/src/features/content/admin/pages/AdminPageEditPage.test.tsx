/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminPageDto, AdminPageDtoSectionsItem, UpdatePageDto } from '../../../../api/generated/model';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import { chooseOption, setupUser } from '../../../../components/admin-table/admin-table-test-utils';
import { templateText } from './section-templates';

const META = 'Founded in 2021, Inspivision has helped 190 businesses launch.';
const ABOUT: AdminPageDto = {
  slug: 'about',
  title: 'About Us | Inspivision',
  metaDescription: META,
  isPublished: true,
  updatedAt: '2025-10-10T12:00:00.000Z',
  content: { hero: { heading: 'About Inspivision', subheading: 'Inspire, pivot, vision.' }, mission: 'Launch.' },
  sections: [],
};

const api = fakeApiForEachTest();
let stored: AdminPageDto;

beforeEach(() => {
  stored = { ...ABOUT };
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ role: 'admin' }) }));
  api.routes.set('GET /api/admin/pages/about', () => ({ status: 200, body: stored }));
  api.routes.set('GET /api/admin/pages', () => ({ status: 200, body: [stored] }));
  api.routes.set('PATCH /api/admin/pages/about', (body) => {
    stored = { ...stored, ...(body as UpdatePageDto), updatedAt: '2025-11-01T09:00:00.000Z' } as AdminPageDto;
    return { status: 200, body: stored };
  });
});

const contentBox = () => screen.getByLabelText<HTMLTextAreaElement>('Content (JSON)');
const saveButton = () => screen.getByText('Save page').closest('button')!;

async function openEditor() {
  await renderApp('/admin1/pages/about');
  await screen.findByDisplayValue('About Us | Inspivision');
}

/** Typing key by key is slow under antd in jsdom: the controlled fields take their new value at once. */
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const replaceContent = (text: string) => change(contentBox(), text);
/** The field's error, tied to it by aria-describedby. */
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '');

describe('/admin1/pages/about', () => {
  it('counts the meta description against its 160 characters, which is all it takes', async () => {
    await openEditor();
    const meta = screen.getByLabelText<HTMLTextAreaElement>(/Meta description/);
    expect(meta.value).toBe(META);
    expect(screen.getByText(`${META.length} / 160`)).toBeInTheDocument();
    expect(meta).toHaveAttribute('maxlength', '160');

    change(meta, `${META} Book a call.`);
    expect(screen.getByText(`${META.length + 13} / 160`)).toBeInTheDocument();
    change(meta, 'x'.repeat(160));
    expect(screen.getByText('160 / 160')).toBeInTheDocument();
  });

  it('disables saving while the content is not a JSON object, and says why', async () => {
    await openEditor();
    expect(saveButton()).toBeEnabled();
    expect(errorOf(contentBox())).toBeNull();

    replaceContent('{ "hero": ');
    expect(errorOf(contentBox())).toHaveTextContent(/^Not valid JSON/);
    expect(contentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();

    replaceContent('["a list"]');
    expect(errorOf(contentBox())).toHaveTextContent('The content must be a JSON object: { ... }');
    expect(saveButton()).toBeDisabled();

    replaceContent('{ "mission": "Launch in 30 days." }');
    expect(errorOf(contentBox())).toBeNull();
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo('PATCH /api/admin/pages/about')).toHaveLength(0);
  });

  it('saves title, meta description and content edited as plain texts', async () => {
    const user = setupUser();
    await openEditor();
    change(screen.getByLabelText(/Meta description/), 'Who we are.');
    change(screen.getByLabelText('Hero › Heading'), 'Our story');
    expect(JSON.parse(contentBox().value)).toEqual({
      hero: { heading: 'Our story', subheading: 'Inspire, pivot, vision.' },
      mission: 'Launch.',
    });

    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/pages/about')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/admin/pages/about')[0]!.body).toEqual({
      title: ABOUT.title,
      metaDescription: 'Who we are.',
      isPublished: true,
      content: { hero: { heading: 'Our story', subheading: 'Inspire, pivot, vision.' }, mission: 'Launch.' },
    });
    expect(await screen.findByText('The page is saved. The site shows it now.')).toBeInTheDocument();
  });

  it('refuses to save without a title', async () => {
    await openEditor();
    const title = screen.getByDisplayValue('About Us | Inspivision');
    change(title, '  ');
    expect(errorOf(title)).toHaveTextContent('Please enter a title.');
    expect(saveButton()).toBeDisabled();
  });
});

describe('/admin1/pages/about sections', () => {
  const section = (id: number, sectionKey: string, orderIndex: number): AdminPageDtoSectionsItem => ({
    id,
    sectionKey,
    sectionType: 'text',
    content: { paragraphs: [`The ${sectionKey} text.`] },
    orderIndex,
    isActive: true,
    updatedAt: '2025-10-10T12:00:00.000Z',
  });

  beforeEach(() => {
    stored = { ...ABOUT, sections: [section(1, 'intro', 0), section(2, 'team', 1)] };
    api.routes.set('PUT /api/admin/pages/about/sections/order', (body) => {
      const { sectionIds } = body as { sectionIds: number[] };
      const byId = new Map(stored.sections.map((entry) => [entry.id, entry]));
      stored = { ...stored, sections: sectionIds.map((id, index) => ({ ...byId.get(id)!, orderIndex: index })) };
      return { status: 200, body: stored };
    });
    api.routes.set('POST /api/admin/pages/about/sections', (body) => {
      const added = { ...section(3, 'faq', 2), ...(body as object) } as AdminPageDtoSectionsItem;
      stored = { ...stored, sections: [...stored.sections, added] };
      return { status: 201, body: stored };
    });
  });

  const sectionKeys = () =>
    Array.from(document.querySelectorAll('tr.ant-table-row code')).map((code) => code.textContent);

  const FAQ_LABEL = 'FAQ: questions and answers';

  async function openNewSection() {
    const user = setupUser();
    await openEditor();
    await waitFor(() => expect(sectionKeys()).toEqual(['intro', 'team']));
    await user.click(screen.getByText('Add section').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    const addButton = () => Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Add section')!;
    return { user, dialog, addButton, content: dialog.querySelector('textarea')! };
  }

  /** Picks a type in the select labelled "Type", by the option's label. */
  const chooseType = (label: string) => chooseOption(screen.getByRole('combobox', { name: 'Type' }), label);

  it('moves a section', async () => {
    const user = setupUser();
    await openEditor();
    await waitFor(() => expect(sectionKeys()).toEqual(['intro', 'team']));
    expect(screen.getByLabelText('Move intro up')).toBeDisabled();

    await user.click(screen.getByLabelText('Move intro down'));
    await waitFor(() => expect(sectionKeys()).toEqual(['team', 'intro']));
    expect(api.callsTo('PUT /api/admin/pages/about/sections/order')[0]!.body).toEqual({ sectionIds: [2, 1] });
    expect(screen.getAllByRole('cell', { name: 'Text' })).toHaveLength(2);
  });

  it("adds a section of the type chosen, its content started from the type's template and checked as JSON", async () => {
    const { user, addButton, content } = await openNewSection();
    expect(content.value).toBe(templateText('text'));
    expect(addButton()).toBeDisabled();
    change(screen.getByLabelText('Key'), 'faq');

    await chooseType(FAQ_LABEL);
    expect(content.value).toBe(templateText('faq'));
    change(content, '{ "items": ');
    expect(errorOf(content)).toHaveTextContent(/^Not valid JSON/);
    expect(addButton()).toBeDisabled();
    const items = [{ question: 'How long?', answer: 'Two weeks.' }];
    change(content, JSON.stringify({ items }));
    // Text of their own is kept when staff change their mind about the type.
    await chooseType('Cards: titled texts in a grid');
    await chooseType(FAQ_LABEL);
    expect(JSON.parse(content.value)).toEqual({ items });

    await user.click(addButton());
    await waitFor(() => expect(sectionKeys()).toEqual(['intro', 'team', 'faq']));
    expect(api.callsTo('POST /api/admin/pages/about/sections')[0]!.body).toEqual({
      sectionKey: 'faq',
      sectionType: 'faq',
      content: { items },
      isActive: true,
    });
  });

  it("shows the server's message when the content does not fit the type", async () => {
    const message = 'The content does not fit a faq section: content.items must contain at least 1 elements';
    api.routes.set('POST /api/admin/pages/about/sections', () => ({
      status: 400,
      body: {
        statusCode: 400,
        message,
        errors: [{ field: 'content.items', message: 'content.items must contain at least 1 elements' }],
      },
    }));
    const { user, dialog, addButton, content } = await openNewSection();
    change(screen.getByLabelText('Key'), 'faq');
    await chooseType(FAQ_LABEL);
    change(content, '{ "items": [] }');
    await user.click(addButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
