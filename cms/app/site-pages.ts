// The site's documents and pages by their titles, from the editor's catalog (GET /api/types): what the link dialog
// offers, and how the draft's pages and the review name what changed. Asked once per page load; a failed ask is
// asked again on the next use.
import { useEffect, useState } from 'react';
import { getCatalog } from './api';

export interface SiteDocument {
  /** Inside the content folder: products/shared.yaml */
  file: string;
  title: string;
  /** Its address on the site (/hosting/shared), if it has a page */
  page: string | null;
  /** What kind of document it is: "Products" */
  kind: string;
}

let asked: Promise<SiteDocument[]> | null = null;

export function siteDocuments(): Promise<SiteDocument[]> {
  asked ??= getCatalog().then(
    (catalog) =>
      catalog.types.flatMap((type) =>
        type.docs.map((doc) => ({ file: doc.file, title: doc.title, page: doc.page, kind: type.label })),
      ),
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

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
