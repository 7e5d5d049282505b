# Port of a small PyTorch text classifier (TransformerEncoder-style) to Flax linen.
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

VOCAB, SEQ, D, H, B = 200, 32, 64, 4, 16

class SelfAttention(nn.Module):
    d: int; heads: int
    @nn.compact
    def __call__(self, x, pad_mask):
        Bn, L, _ = x.shape
        qkv = nn.Dense(3 * self.d)(x).reshape(Bn, L, 3, self.heads, self.d // self.heads)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(self.d // self.heads)
        # torch: scores.masked_fill(key_padding_mask, -inf)
        scores = jnp.where(pad_mask, -1e9, scores)
        attn = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(Bn, L, self.d)
        return nn.Dense(self.d)(out)

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids, pad_mask):
        x = nn.Embed(VOCAB, D)(ids)
        x = x + SelfAttention(D, H)(nn.LayerNorm()(x), pad_mask)
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return nn.Dense(2)(x.mean(axis=1))

def make_batches(rng, n_batches):
    for _ in range(n_batches):
        lens = rng.integers(8, SEQ + 1, size=B)
        ids = rng.integers(1, VOCAB, size=(B, SEQ))
        mask = np.arange(SEQ)[None, :] >= lens[:, None]
        ids[mask] = 0
        y = (ids[:, 0] % 2).astype(np.int32)
        yield jnp.asarray(ids), jnp.asarray(mask), jnp.asarray(y)

rng = np.random.default_rng(0)
model = Classifier()
ids0, m0, _ = next(make_batches(rng, 1))
print("ids", ids0.shape, "pad_mask", m0.shape)
params = model.init(jax.random.PRNGKey(0), ids0, m0)["params"]
print("params:", sum(x.size for x in jax.tree_util.tree_leaves(params)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))

@jax.jit
def train_step(state, ids, mask, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for step, (ids, mask, y) in enumerate(make_batches(rng, 200)):
    state, loss = train_step(state, ids, mask, y)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
