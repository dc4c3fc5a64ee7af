// The asynchronous boundary lets Module Federation negotiate shared singletons (react,
// antd, ...) before any of them is evaluated.
import('./bootstrap');
