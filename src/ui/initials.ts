/** The first letters of a person's first and last name, e.g. "Megan Ashford" → "MA": what an avatar shows. */
export const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((w) => w?.[0]?.toUpperCase() ?? '').join('');
};
