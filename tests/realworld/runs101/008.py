"""Single-block transformer encoder in Flax, ported from a PyTorch nn.Module that
stores its attention map on self for later visualisation."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

class SelfAttention(nn.Module):
    dim: int
    heads: int = 4
    @nn.compact
    def __call__(self, x):
        B, T, D = x.shape
        qkv = nn.Dense(3 * self.dim)(x).reshape(B, T, 3, self.heads, D // self.heads)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        att = jnp.einsum("bthd,bshd->bhts", q, k) / jnp.sqrt(D // self.heads)
        att = jax.nn.softmax(att, axis=-1)
        self.last_attn = att            # keep for plotting, like self.attn_map in torch
        out = jnp.einsum("bhts,bshd->bthd", att, v).reshape(B, T, D)
        return nn.Dense(self.dim)(out)

class Encoder(nn.Module):
    dim: int = 64
    n_classes: int = 5
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.dim)(x)
        x = x + SelfAttention(self.dim)(nn.LayerNorm()(x))
        x = x + nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(nn.LayerNorm()(x))))
        return nn.Dense(self.n_classes)(x.mean(axis=1))

def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 12, 20)).astype(np.float32)
    y = rng.integers(0, 5, 64)
    model = Encoder()
    print("Initialising Encoder(dim=64, heads=4)")
    variables = model.init(jax.random.PRNGKey(0), x[:2])
    params = variables["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    for step in range(20):
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, x), y).mean())(params)
        upd, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, upd)
        print(f"step {step} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
