/** Nonce webpack puts on the script and style tags it inserts (set from the edge's `csp-nonce` meta tag). */
declare let __webpack_nonce__: string;
