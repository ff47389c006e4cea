import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitleKey } from '@/components/page-title';
import { getAppConfig } from '@/lib/config';

/** "<page title> · <brand name>" (just the brand when no route names a title). */
export const pageDocumentTitle = (pageTitle: string | null, brandName: string): string =>
  pageTitle ? `${pageTitle} · ${brandName}` : brandName;

/** Keeps document.title in line with the deepest route's titleKey and the current language. */
export const usePageDocumentTitle = (): void => {
  const { t } = useTranslation('routes');
  const titleKey = usePageTitleKey();
  const title = pageDocumentTitle(titleKey ? t(`pages.${titleKey}`) : null, getAppConfig().brand.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
