# Port of a tiny GPT (nanoGPT-style) to Flax: causal self-attention, AdamW, grad clipping, on a generated
# character corpus (repeating arithmetic sequences).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, T, D, H, L, B = 16, 32, 64, 4, 2, 32

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        x = x + nn.MultiHeadDotProductAttention(num_heads=H, qkv_features=D)(nn.LayerNorm()(x), mask=mask)
        h = nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x)))
        return x + nn.Dense(D)(h)

class GPT(nn.Module):
    @nn.compact
    def __call__(self, idx):
        tok = nn.Embed(VOCAB, D)(idx)
        pos = self.param("pos_emb", nn.initializers.normal(0.02), (T, D))[: idx.shape[1]]
        x = tok + pos
        mask = nn.make_causal_mask(idx)
        for _ in range(L):
            x = Block()(x, mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

def get_batch(rng):
    start = rng.integers(0, VOCAB, size=(B, 1)); stride = rng.integers(1, 4, size=(B, 1))
    seq = (start + stride * np.arange(T + 1)[None, :]) % VOCAB
    return seq[:, :-1], seq[:, 1:]

model = GPT()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, T), jnp.int32))["params"]
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, b1=0.9, b2=0.95, weight_decay=0.1))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss, optax.global_norm(g)

rng = np.random.default_rng(0)
for step in range(301):
    x, y = get_batch(rng)
    state, loss, gn = train_step(state, x, y)
    if step % 30 == 0:
        print(f"step {step} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
xv, yv = get_batch(np.random.default_rng(123))
logits = model.apply({"params": state.params}, xv)
print(f"val token acc {float((logits[:, 1:].argmax(-1) == yv[:, 1:]).mean()):.3f}")
