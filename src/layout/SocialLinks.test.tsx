// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../tests/helpers/page-sections.tsx';
import { socialNetworks } from '../vocabulary/icon-names.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { socialMarks } from './social-marks.ts';
import { sprite } from '../build/icon-sprite-plugin.ts';

describe('SocialLinks', () => {
  it('links each profile in content by its label, drawn as a brand mark in the text colour', () => {
    render(<SocialLinks />);
    expect(screen.getAllByRole('link')).toHaveLength(site.footer.social.length);
    for (const { label, href, icon } of site.footer.social) {
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('');
      const svg = link.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(new RegExp(`#social-${icon}$`));
    }
  });

  it.each(socialNetworks)('has a drawn mark for %s', (network) => {
    expect(socialMarks[network].path).toMatch(/^M\d[\d.\s,a-zA-Z-]{40,}$/);
  });

  it.each(socialNetworks)('draws the %s mark in the sprite, in the text colour', (network) => {
    const symbol = new DOMParser()
      .parseFromString(sprite(), 'image/svg+xml')
      .querySelector(`symbol[id="social-${network}"] path`);
    expect(symbol?.getAttribute('d')).toBe(socialMarks[network].path);
    expect(symbol?.getAttribute('fill')).toBe('currentColor');
  });

  it('gives every network its own mark', () => {
    const paths = socialNetworks.map((network) => socialMarks[network].path);
    expect(new Set(paths).size).toBe(socialNetworks.length);
  });
});
