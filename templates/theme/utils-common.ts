// `@docusaurus/utils-common` as site code imports it: the id of the element
// around a post's body on its page (Docusaurus' feeds find the body by it).
export default { blogPostContainerID: '__blog-post-container' };
