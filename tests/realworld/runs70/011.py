# upgraded to new-style typed keys in the trainer, data loader still uses the old helper
import jax, jax.numpy as jnp
import numpy as np

def loader_keys(seed, n):
    base = jax.random.PRNGKey(seed)
    return jax.random.split(base, n)

root = jax.random.key(42)
print("root key", root)
model_key, dropout_key = jax.random.split(root)
epoch_keys = loader_keys(0, 4)
# keep all keys in one array so they can be checkpointed together
all_keys = jnp.concatenate([jnp.stack([model_key, dropout_key]), epoch_keys])
print(all_keys.shape)
