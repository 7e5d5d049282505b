"""Encoder LM pre-training on variable-length documents. Batches are padded to the longest
sequence in the batch (DataCollatorWithPadding style) to save compute, then fed to a jitted step."""
import time, sys
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, D, H, LAYERS, MAXLEN, BS = 512, 64, 4, 6, 256, 8


class Layer(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=H)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))


class MLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        mask = nn.make_attention_mask(ids > 0, ids > 0)
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(MAXLEN, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(LAYERS):
            x = Layer()(x, mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def collate(docs):
    L = max(len(d) for d in docs)                 # pad to longest in batch
    ids = np.zeros((len(docs), L), np.int32)
    for i, d in enumerate(docs):
        ids[i, :len(d)] = d
    return ids


def main():
    rng = np.random.default_rng(0)
    docs = [rng.integers(5, VOCAB, rng.integers(20, MAXLEN)) for _ in range(4000)]
    n_steps = len(docs) // BS
    model = MLM()
    params = model.init(jax.random.key(0), jnp.ones((1, 16), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(2e-4))

    @jax.jit
    def train_step(state, ids, key):
        mlm_mask = (jax.random.uniform(key, ids.shape) < 0.15) & (ids > 0)
        inputs = jnp.where(mlm_mask, 4, ids)            # 4 = [MASK]
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, inputs)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, ids)
            return (ce * mlm_mask).sum() / jnp.maximum(mlm_mask.sum(), 1)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    print(f"***** Running training *****  num_examples={len(docs)} batch_size={BS} steps={n_steps}", flush=True)
    key = jax.random.key(1)
    t0 = time.time()
    for step in range(1, n_steps + 1):
        key, sub = jax.random.split(key)
        state, loss = train_step(state, collate(docs[(step - 1) * BS:step * BS]), sub)
        if step % 2 == 0:
            el = time.time() - t0
            print(f"Training: {step}/{n_steps} [{el:.0f}s elapsed, {el / step:.2f}s/it, "
                  f"eta {el / step * (n_steps - step) / 60:.1f} min] loss={float(loss):.3f}", flush=True)


if __name__ == "__main__":
    main()
