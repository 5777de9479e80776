// The site's documents and pages by their titles, from the editor's catalog (GET /api/types) as last asked (by the
// list of documents beside the form, or here when nothing asked it yet): what the link dialog offers, and how the
// draft's pages and the review name what changed.
import { useEffect, useState } from 'react';
import { knownCatalog } from './api.ts';

export interface SiteDocument {
  /** Inside the content folder: products/shared.yaml */
  file: string;
  title: string;
  /** Its address on the site (/hosting/shared), if it has a page */
  page: string | null;
  /** What kind of document it is: "Products" */
  kind: string;
}

const siteDocuments = (): Promise<SiteDocument[]> =>
  knownCatalog().then((catalog) =>
    catalog.types.flatMap((type) =>
      type.docs.map((doc) => ({ file: doc.file, title: doc.title, page: doc.page, kind: type.label })),
    ),
  );

/** Every document of the site, or null until they are known (or when they cannot be). */
export function useSiteDocuments(): SiteDocument[] | null {
  const [documents, setDocuments] = useState<SiteDocument[] | null>(null);
  useEffect(() => {
    let current = true;
    siteDocuments().then(
      (found) => current && setDocuments(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return documents;
}
