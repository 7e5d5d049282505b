# CLIP-style retrieval evaluation in JAX on the CPU box: recall@10 over the full gallery
import time
import numpy as np
import jax, jax.numpy as jnp

N_QUERY, N_GALLERY, D = 300_000, 300_000, 256
print("backend:", jax.default_backend())
rng = np.random.default_rng(0)
t0 = time.time()
img_emb = rng.standard_normal((N_GALLERY, D), dtype=np.float32)
txt_emb = (img_emb[:N_QUERY] + 0.5 * rng.standard_normal((N_QUERY, D), dtype=np.float32))
img_emb /= np.linalg.norm(img_emb, axis=1, keepdims=True)
txt_emb /= np.linalg.norm(txt_emb, axis=1, keepdims=True)
print(f"embeddings ready: text {txt_emb.shape} image {img_emb.shape} ({time.time() - t0:.1f}s)")

@jax.jit
def recall_at_k(txt, img, k=10):
    sims = txt @ img.T                         # (N_QUERY, N_GALLERY)
    _, topk = jax.lax.top_k(sims, k)
    hits = (topk == jnp.arange(txt.shape[0])[:, None]).any(axis=1)
    return hits.mean()

r10 = recall_at_k(jnp.asarray(txt_emb), jnp.asarray(img_emb))
print(f"text->image R@10: {float(r10):.4f}")
