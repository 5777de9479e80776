// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import careersPage from 'virtual:content/doc/page/careers';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { careers } from '../../../tests/spec.ts';
import JobsSection from './JobsSection.tsx';

const jobs = sectionOf(careersPage, 'jobs');

describe('JobsSection', () => {
  it('lists every open position with its tags (pay range included), description, requirements and an apply link naming the job', () => {
    renderRouted(<JobsSection section={jobs} />);
    expect(screen.getByRole('heading', { level: 2, name: jobs.title })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual(
      jobs.jobs.map((j) => j.title),
    );
    for (const job of jobs.jobs) {
      const card = screen.getByRole('article', { name: job.title });
      const tags = [job.employmentLabel, job.locationLabel, job.salaryLabel, job.department].filter(Boolean);
      expect(textsOf(within(card).getAllByRole('listitem')).slice(0, tags.length)).toEqual(tags);
      expect(within(card).getByText(job.description)).toBeInTheDocument();
      for (const requirement of job.requirements) expect(within(card).getByText(requirement)).toBeInTheDocument();
      const apply = within(card).getByRole('link', { name: `${job.apply.label}: ${job.title}` });
      expect(apply).toHaveAttribute('href', job.apply.href);
    }
  });

  it('says so when no position is open, and still offers to send a resume', () => {
    renderRouted(<JobsSection section={{ ...jobs, jobs: [] }} />);
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText(jobs.noOpenings)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: careers.resume.label })).toHaveAttribute('href', careers.resume.href);
  });

  it('sorts the positions by their order field, whatever the file names', () => {
    const orders = jobs.jobs.map((j) => j.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('applies through Apply Now to /careers/apply with the job chosen, and sends a resume through Send Your Resume (SPEC §2)', () => {
    renderRouted(<JobsSection section={jobs} />);
    // The site's own form opens with the job chosen: /careers/apply?job=<its file name>.
    for (const job of jobs.jobs) {
      const href = new URL(job.apply.href ?? '', 'https://example.com');
      expect([job.apply.label, href.pathname]).toEqual([careers.apply.label, careers.apply.href]);
      expect([...href.searchParams]).toEqual([['job', job.slug]]);
    }
    expect(screen.getAllByRole('link', { name: new RegExp(`^${careers.apply.label}: `) })).toHaveLength(
      jobs.jobs.length,
    );
    expect(screen.getByRole('link', { name: careers.resume.label })).toHaveAttribute('href', careers.resume.href);
    expect(jobs.resume.cta).toEqual(careers.resume);
    expect(screen.getByRole('heading', { level: 3, name: jobs.resume.title })).toBeInTheDocument();
    expect(screen.getByText(jobs.resume.text)).toBeInTheDocument();
  });
});
