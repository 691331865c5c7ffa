/**
 * The words of the listing pages beyond their items: /trades, /success-stories, /blog
 * (content/pages/trades.yaml, success-stories.yaml, blog.yaml) and the sidebar of every post
 * (content/pages/news-post.yaml).
 */
export { TRADES_PAGE } from "./generated/copy/trades";
export { STORIES_PAGE } from "./generated/copy/success-stories";
export { BLOG_PAGE } from "./generated/copy/blog";
export { POST_SIDEBAR } from "./generated/copy/news-post";
