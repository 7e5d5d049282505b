# Batching for a JAX text classifier: sentences tokenized with a simple whitespace vocab and stacked
# into numpy batches; padding to max_len was only applied in the old torch collate_fn.
import numpy as np
import jax
import jax.numpy as jnp

sentences = [
    "the movie was great", "i really loved it", "not my kind film", "great cast great music",
    "would watch it again", "too long for me", "boring and slow plot", "wonderful soundtrack great pacing",
    "fine", "a masterpiece of modern cinema", "terrible plot and bad acting", "the ending was a complete letdown",
] * 4
labels = np.array([1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1] * 4)
vocab = {w: i + 1 for i, w in enumerate(sorted({w for s in sentences for w in s.split()}))}
rng = np.random.default_rng(0)
E = jnp.asarray(rng.normal(size=(len(vocab) + 1, 16)).astype(np.float32)) * 0.1
w = jnp.zeros((16,))


def batches(bs=4):
    for i in range(0, len(sentences), bs):
        ids = [[vocab[t] for t in s.split()] for s in sentences[i:i + bs]]
        yield np.stack([np.array(x) for x in ids]), labels[i:i + bs]


@jax.jit
def step(w, ids, y):
    def loss(w):
        logit = E[ids].mean(1) @ w
        return jnp.mean(jnp.logaddexp(0, -logit * (2 * y - 1)))
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.5 * g, l


for n, (ids, y) in enumerate(batches()):
    w, l = step(w, ids, y)
    print(f"batch {n} ids {ids.shape} loss {float(l):.4f}")
