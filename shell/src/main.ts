// Scripts webpack and module federation insert later carry the CSP nonce the edge gave this document.
__webpack_nonce__ = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

// The async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
