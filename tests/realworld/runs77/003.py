# pure JAX: crop a random window of each sequence inside jit; window length comes from the batch
import jax, jax.numpy as jnp
from jax import lax
print("jax", jax.__version__)

def random_crop(key, tokens, length):
    start = jax.random.randint(key, (), 0, tokens.shape[0] - length + 1)
    return lax.dynamic_slice(tokens, (start,), (length,))

@jax.jit
def make_batch(key, corpus, lengths):
    keys = jax.random.split(key, corpus.shape[0])
    crop_len = lengths.min()                  # shortest doc in batch, like torch collate
    return jax.vmap(random_crop, in_axes=(0, 0, None))(keys, corpus, crop_len)

corpus = jnp.tile(jnp.arange(256), (8, 1))
lengths = jnp.array([200, 180, 256, 256, 150, 256, 220, 190])
print("corpus", corpus.shape)
batch = make_batch(jax.random.PRNGKey(0), corpus, lengths)
print("batch", batch.shape)
