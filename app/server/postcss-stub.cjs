// sanitize-html imports postcss only to read `style` attributes, which the article allow-list
// never keeps (parseStyleAttributes: false). This stand-in keeps postcss (and a CommonJS nanoid
// import that workerd cannot load) out of the Worker; see decision 019. CommonJS, because
// sanitize-html requires it.
module.exports = {
  parse() {
    throw new Error("postcss is not bundled: style attributes are never parsed");
  },
};
