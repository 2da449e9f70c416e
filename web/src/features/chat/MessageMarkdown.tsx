import Markdown, { type Components } from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

const REMARK_PLUGINS = [remarkGfm, remarkBreaks];

// No raw HTML (react-markdown shows it as text without rehype-raw), no remote images.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * An assistant's reply as Markdown, with GitHub's tables and lists. remark-breaks keeps
 * single line breaks: the offline assistant's plain-text replies (a greeting, a signature)
 * are written with them.
 */
export function MessageMarkdown({ text }: { text: string }) {
  return (
    <div
      data-testid="message-text"
      className="break-words [&_a]:link [&_code]:rounded [&_code]:bg-base-200 [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:mt-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-field [&_pre]:bg-base-200 [&_pre]:p-2 [&_table]:table [&_table]:table-xs [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2"
    >
      <Markdown remarkPlugins={REMARK_PLUGINS} components={components} disallowedElements={["img"]}>
        {text}
      </Markdown>
    </div>
  );
}
