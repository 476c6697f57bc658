import '../engagement.css';
import { useSearchParams } from 'react-router';
import { ArticleList } from '../features/article-list/article-list';
import { categoryFromSearch, pageFromSearch } from '../features/article-list/article-list-api';

/** The journal `/articles` (`?category=<slug>&page=<n>`): the list of articles, newest first. */
export default function ArticlesRoute() {
  const [search] = useSearchParams();
  return (
    <ArticleList page={pageFromSearch(search.get('page'))} category={categoryFromSearch(search.get('category'))} />
  );
}
