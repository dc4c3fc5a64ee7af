// jsdom implements getComputedStyle without pseudo-elements; antd's scroll lock asks for
// '::-webkit-scrollbar'. Answer with the element's own style instead of logging an error.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt) => getComputedStyle(elt);

// antd renders slowly in jsdom when every suite runs in parallel: give findBy/waitFor room.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
