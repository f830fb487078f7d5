import { markdownTree, type MarkdownRun } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';

function Runs({ runs }: { runs: MarkdownRun[] }) {
  return runs.map((r, i) => {
    let node: React.ReactNode = r.text;
    if (r.em) node = <em>{node}</em>;
    if (r.strong) node = <strong>{node}</strong>;
    if (r.href)
      node = (
        <Link href={r.href} target="_blank" rel="noopener noreferrer nofollow">
          {node}
        </Link>
      );
    return <Fragment key={i}>{node}</Fragment>;
  });
}

/**
 * The contract's Markdown subset (markdown-lite) as React elements: every character of the text is a text node, so a
 * body can never carry markup into the page (no innerHTML); links are http(s) and mailto only.
 */
export function MarkdownLiteView({ markdown }: { markdown: string }) {
  const tree = useMemo(() => markdownTree(markdown), [markdown]);
  return (
    <Box sx={{ '& > :last-child': { mb: 0 } }}>
      {tree.map((block, i) =>
        block.kind === 'p' ? (
          <Typography key={i} component="p" sx={{ mb: 1.5 }}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <Runs runs={line} />
              </Fragment>
            ))}
          </Typography>
        ) : (
          <Box key={i} component={block.kind} sx={{ mt: 0, mb: 1.5, pl: 3 }}>
            {block.items.map((item, j) => (
              <Typography key={j} component="li">
                <Runs runs={item} />
              </Typography>
            ))}
          </Box>
        ),
      )}
    </Box>
  );
}
