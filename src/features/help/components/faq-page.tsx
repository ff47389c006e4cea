import { Accordion, Anchor, Box, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { visibleRefundMethods } from '@brands/system-variants';
import { useDebouncedCallback } from '@mantine/hooks';
import IconHelpCircle from '@tabler/icons-react/icons/IconHelpCircle';
import IconSearch from '@tabler/icons-react/icons/IconSearch';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkButton } from '@/components/external-link';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { getAppConfig } from '@/lib/config';
import { faqFigures, visibleFaqGroups, type FaqGroupId, type FaqItemId } from '../faq/faq-content';
import { countEntries, filterFaqSections, searchTerms, type FaqEntry, type FaqSection } from '../faq/faq-search';
import { HELP_PAGES, NBSP_ARROW, type HelpPath } from '../help-pages';
import { externalIcon } from './help-icons';
import { useHelpContext } from './use-help-context';

const faqRoute = getRouteApi('/_auth/faq');

/** Up to this many matches open on their own. */
const AUTO_OPEN_MAX = 5;

/** How long typing must pause before the address bar follows. */
const URL_WRITE_DELAY_MS = 300;

type DisplayedEntry = FaqEntry & { id: FaqItemId; link?: HelpPath };
type DisplayedSection = FaqSection<DisplayedEntry> & { id: FaqGroupId };

/** /faq: reads and writes the search in the URL, so a shared link shows the same questions. */
export const FaqPage = () => {
  const { q } = faqRoute.useSearch();
  const navigate = faqRoute.useNavigate();
  // The list filters at once; the address follows once typing pauses (a pending write is dropped
  // if the page is left). Replace, not push: a keystroke is not a page to go back to.
  const writeQuery = useDebouncedCallback((value: string) => {
    void navigate({
      search: (previous) => ({ ...previous, q: value.trim() || undefined }),
      replace: true,
      resetScroll: false,
    });
  }, URL_WRITE_DELAY_MS);
  return <FaqView initialQuery={q ?? ''} onQueryChange={writeQuery} />;
};

/** The questions of the brand's build, by group, with accent-insensitive search as the user types. */
export const FaqView = ({
  initialQuery,
  onQueryChange,
}: {
  initialQuery: string;
  onQueryChange: (query: string) => void;
}) => {
  const { t } = useTranslation('help');
  const { brand } = useHelpContext();
  const sections = useFaqSections();
  const [query, setQuery] = useState(initialQuery);
  // The address can change without typing (the sidebar's FAQ link drops `q`): follow it. Our own
  // writes carry the text already in the box, so they change nothing here.
  const [addressQuery, setAddressQuery] = useState(initialQuery);
  if (initialQuery !== addressQuery) {
    setAddressQuery(initialQuery);
    if (initialQuery.trim() !== query.trim()) setQuery(initialQuery);
  }
  const inputRef = useRef<HTMLInputElement>(null);

  const shown = filterFaqSections(sections, query);
  const searching = searchTerms(query).length > 0;
  // A narrow search opens its matches, so the reader sees why they matched; a broad one (the
  // first letters typed) keeps the list of questions short. The accordions remount to apply it.
  const autoOpen = searching && countEntries(shown) <= AUTO_OPEN_MAX;
  const expandKey = autoOpen ? searchTerms(query).join(' ') : '';

  const change = (value: string) => {
    setQuery(value);
    onQueryChange(value);
  };
  const clear = () => {
    change('');
    inputRef.current?.focus();
  };
  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <Stack gap="lg" maw={1180}>
      <PageHeader
        title={t('faq.title')}
        description={t('faq.description', { brand: brand.name })}
        actions={<HelpContacts />}
      />

      <Box role="search">
        <TextInput
          ref={inputRef}
          label={t('faq.search.label')}
          placeholder={t('faq.search.placeholder')}
          value={query}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={clearOnEscape}
          leftSection={<Icon icon={IconSearch} decorative />}
          rightSection={query === '' ? null : <CloseButton aria-label={t('faq.search.clear')} onClick={clear} />}
          autoComplete="off"
          size="md"
        />
        <Text size="sm" c="dimmed" mt={6} role="status">
          {searching
            ? t('faq.search.results', { count: countEntries(shown) })
            : t('faq.search.all', { count: countEntries(sections) })}
        </Text>
      </Box>

      {shown.length === 0 ? (
        <EmptyState
          title={t('faq.empty.title', { query: query.trim() })}
          description={t('faq.empty.description', { brand: brand.name })}
          action={<EmptyActions onClear={clear} />}
        />
      ) : (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
            {shown.map((section) => (
              <FaqSectionView
                key={section.id}
                section={section}
                expandKey={expandKey}
                expanded={autoOpen ? section.entries.map((entry) => entry.id) : []}
              />
            ))}
          </Stack>
          <FaqTopics sections={shown} />
        </Group>
      )}
    </Stack>
  );
};

/** Every question of this build, translated, with the figures and names filled in. */
const useFaqSections = (): DisplayedSection[] => {
  const { t, i18n } = useTranslation(['help', 'routes', 'common']);
  const { business } = getAppConfig();
  const { brand } = useHelpContext();
  const locale = i18n.language;
  const refundMethods = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    visibleRefundMethods(brand).map((method) => t(`help:faq.refundMethod.${method}`)),
  );
  const values = {
    brand: brand.name,
    ...faqFigures(locale, business),
    methods: refundMethods,
    pagePayment: t('routes:pages.payment'),
    pageAddFund: t('routes:pages.addFund'),
    pageMyAdsAccount: t('routes:pages.myAdsAccount'),
    pageBilling: t('routes:pages.billing'),
    pageProfile: t('routes:pages.profile'),
    pageReferral: t('routes:pages.referral'),
    statusInReview: t('common:status.adAccountDisplay.SHOW_ACCOUNT_STATUS_IN_REVIEW'),
    statusApproved: t('common:status.adAccountDisplay.SHOW_ACCOUNT_STATUS_APPROVED'),
    statusNotApproved: t('common:status.adAccountDisplay.SHOW_ACCOUNT_STATUS_NOT_APPROVED'),
    statusPunished: t('common:status.adAccountDisplay.SHOW_ACCOUNT_STATUS_PUNISHED'),
    statusClosed: t('common:status.adAccountDisplay.CLOSED'),
  };
  return visibleFaqGroups({ flags: brand.flags, affiliateTerms: business.affiliateTerms }).map((group) => ({
    id: group.id,
    title: t(`help:faq.groups.${group.id}`),
    entries: group.items.map((item) => ({
      id: item.id,
      link: item.link,
      question: t(`help:faq.items.${item.id}.question`, values),
      answer: t(`help:faq.items.${item.id}.answer`, values),
    })),
  }));
};

const sectionHeadingId = (id: FaqGroupId) => `faq-${id}`;

/**
 * On wide screens, the groups shown as links beside the questions. A link moves the
 * view and the focus to its group (a plain `#id` would go through the router).
 */
const FaqTopics = ({ sections }: { sections: DisplayedSection[] }) => {
  const { t } = useTranslation('help');
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: FaqGroupId) => {
    event.preventDefault();
    const heading = document.getElementById(sectionHeadingId(id));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Box
      component="nav"
      aria-label={t('faq.topics')}
      visibleFrom="lg"
      w={240}
      style={{ flexShrink: 0, position: 'sticky', top: 76 }}
    >
      <Text fw={600} size="sm" mb="xs" aria-hidden>
        {t('faq.topics')}
      </Text>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${sectionHeadingId(section.id)}`} onClick={(event) => goTo(event, section.id)} size="sm">
              {section.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  );
};

const FaqSectionView = ({
  section,
  expandKey,
  expanded,
}: {
  section: DisplayedSection;
  expandKey: string;
  expanded: string[];
}) => {
  const { t } = useTranslation(['help', 'routes']);
  const headingId = sectionHeadingId(section.id);
  return (
    <Box component="section" aria-labelledby={headingId}>
      {/* Focusable from the topics list; the margin keeps it clear of the fixed header. */}
      <Title order={2} size="h4" id={headingId} mb="sm" tabIndex={-1} style={{ scrollMarginTop: 76 }}>
        {section.title}
      </Title>
      <Accordion key={expandKey} multiple variant="separated" order={3} defaultValue={expanded}>
        {section.entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Control icon={<Icon icon={IconHelpCircle} size="md" decorative />}>
              <Text fw={500}>{entry.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text>{entry.answer}</Text>
                {entry.link && (
                  <Anchor component={Link} to={entry.link} fw={500} w="fit-content">
                    {t('help:links.goTo', { page: t(`routes:pages.${HELP_PAGES[entry.link]}`) })}
                    <span aria-hidden>{NBSP_ARROW}</span>
                  </Anchor>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Box>
  );
};

/** The brand's help centre and the support chat, for what the FAQ does not answer. */
const HelpContacts = () => {
  const { t } = useTranslation('help');
  const { brand, supportLink } = useHelpContext();
  return (
    <>
      <ExternalLinkButton rightSection={externalIcon} href={brand.guideLinks.helpCentre} variant="light">
        {t('links.helpCentre')}
      </ExternalLinkButton>
      {supportLink && (
        <ExternalLinkButton rightSection={externalIcon} href={supportLink.url} variant="default">
          {t('links.supportChat')}
        </ExternalLinkButton>
      )}
    </>
  );
};

const EmptyActions = ({ onClear }: { onClear: () => void }) => {
  const { t } = useTranslation('help');
  const { supportLink } = useHelpContext();
  return (
    <Group justify="center" gap="sm" mt="xs">
      <Button variant="default" onClick={onClear}>
        {t('faq.empty.clear')}
      </Button>
      {supportLink && (
        <ExternalLinkButton rightSection={externalIcon} href={supportLink.url} variant="light">
          {t('links.supportChat')}
        </ExternalLinkButton>
      )}
    </Group>
  );
};
