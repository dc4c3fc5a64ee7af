// jsdom implements getComputedStyle without pseudo-elements; antd's table and scroll lock ask for
// '::-webkit-scrollbar'. Answer with the element's own style instead of logging an error.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt) => getComputedStyle(elt);

// jsdom has no canvas; libs/map's icon bitmaps and pin layer only need getContext to exist.
HTMLCanvasElement.prototype.getContext = () => null;
