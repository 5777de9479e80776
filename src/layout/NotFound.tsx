import site from 'virtual:content/site';
import { Hero } from '../ui/Hero';

export function NotFound() {
  const { notFound } = site.ui;
  return <Hero title={notFound.title} subtitle={notFound.text} cta={notFound.cta} />;
}
