# build attention padding mask from per-example lengths (torch: torch.arange(L) < lengths[:, None])
import jax, jax.numpy as jnp

@jax.jit
def masked_mean_pool(h, lengths):
    max_len = lengths.max()
    mask = jnp.arange(max_len)[None, :] < lengths[:, None]
    h = h[:, :max_len]
    return (h * mask[..., None]).sum(1) / lengths[:, None]

h = jax.random.normal(jax.random.PRNGKey(0), (4, 12, 8))
lengths = jnp.array([12, 7, 9, 3])
print("pooled", masked_mean_pool(h, lengths).shape)
