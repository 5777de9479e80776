import { createProcessor } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { bodyImageIssues, type BodyNode } from './body-images.ts';

const existing = new Set(['images/blog/chart.png', 'images/blog/diagram.svg']);
const issuesOf = (body: string) =>
  bodyImageIssues(createProcessor().parse(body) as BodyNode, {
    file: 'content/blog/post.mdx',
    contentDir: 'content',
    exists: (image) => existing.has(image),
  }).map((issue) => issue.message);

describe('images in an MDX body', () => {
  it.each([
    'No image at all.',
    '![Page load times by month](images/blog/chart.png)',
    'Text with ![a small diagram](images/blog/diagram.svg "Our network") inside.',
  ])('pass when they name a file under content/images and say what they show: %s', (body) => {
    expect(issuesOf(body)).toEqual([]);
  });

  it.each([
    ['Intro.\n\n![](images/blog/chart.png)', /^has an image with no description \(line 3: images\/blog\/chart.png\)/],
    ['![ ](images/blog/chart.png)', /^has an image with no description/],
    ['![A cat](images/blog/cat.png)', /^names content\/images\/blog\/cat.png \(line 1\), which does not exist/],
    ['![A cat](https://example.com/cat.png)', /^shows an image from another site .*security policy/],
    ['![A cat](//example.com/cat.png)', /^shows an image from another site/],
    [
      '![A cat](../images/blog/chart.png)',
      /^names the image \(line 1: \.\.\/images\/blog\/chart.png\): expected a file/,
    ],
    ['![A cat](/images/blog/chart.png)', /^names the image .*images\/folder\/name.png/],
    ['![A cat](images/blog/Chart.PNG)', /^names the image .*lowercase/],
    ['<img src="images/blog/chart.png" alt="A chart" />', /^has an image written as HTML \(line 1: <img>\)/],
    ['![A chart][chart]\n\n[chart]: images/blog/chart.png', /^has an image written as a reference/],
  ])('are a content error: %s', (body, message) => {
    const messages = issuesOf(body);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it('hold an SVG to the rules of image fields', () => {
    const issues = bodyImageIssues(createProcessor().parse('![A diagram](images/blog/diagram.svg)') as BodyNode, {
      file: 'content/blog/post.mdx',
      contentDir: 'content',
      exists: () => true,
      svgText: () => '<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>',
    });
    expect(issues.map((i) => i.message)).toEqual([
      'shows content/images/blog/diagram.svg (line 1), which holds a <script>, which a page cannot show safely',
    ]);
  });

  it('report every problem of an image, on the body field', () => {
    const issues = bodyImageIssues(createProcessor().parse('![](images/blog/gone.png)') as BodyNode, {
      file: 'content/blog/post.mdx',
      contentDir: 'content',
      exists: () => false,
    });
    expect(issues).toMatchInlineSnapshot(`
      [
        {
          "field": "body",
          "file": "content/blog/post.mdx",
          "message": "has an image with no description (line 1: images/blog/gone.png): write what it shows between the brackets, for people who cannot see it: ![a chart of page load times](images/blog/gone.png)",
        },
        {
          "field": "body",
          "file": "content/blog/post.mdx",
          "message": "names content/images/blog/gone.png (line 1), which does not exist: upload it to the media library or fix the path",
        },
      ]
    `);
  });
});
