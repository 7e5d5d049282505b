"""Transformer summarisation-encoder pre-training with length bucketing (buckets 64/128/256),
learned absolute position embeddings sized from the model config."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

MODEL_CONFIG = {"vocab_size": 400, "hidden_size": 64, "num_heads": 4, "max_position_embeddings": 128}
BUCKETS, BS = (64, 128, 256), 16


class Encoder(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, ids):
        c = self.cfg
        pos = self.param("pos_embedding", nn.initializers.normal(0.02),
                         (c["max_position_embeddings"], c["hidden_size"]))
        x = nn.Embed(c["vocab_size"], c["hidden_size"])(ids)
        x = x + pos[None, :ids.shape[1]]
        mask = nn.make_attention_mask(ids > 0, ids > 0)
        h = nn.LayerNorm()(x)
        x = x + nn.SelfAttention(num_heads=c["num_heads"])(h, mask=mask)
        x = x + nn.Dense(c["hidden_size"])(nn.gelu(nn.Dense(4 * c["hidden_size"])(nn.LayerNorm()(x))))
        return nn.Dense(c["vocab_size"])(x)


def bucketize(docs):
    out = {b: [] for b in BUCKETS}
    for d in docs:
        b = next((b for b in BUCKETS if len(d) <= b), BUCKETS[-1])
        out[b].append(d[:b])
    return out


def main():
    rng = np.random.default_rng(0)
    docs = [rng.integers(1, 400, rng.integers(20, 250)) for _ in range(1500)]
    buckets = bucketize(docs)
    print("bucket sizes:", {b: len(v) for b, v in buckets.items()})
    model = Encoder(MODEL_CONFIG)
    params = model.init(jax.random.key(0), jnp.ones((1, 64), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4))

    @jax.jit
    def step(state, ids, key):
        noise = jax.random.bernoulli(key, 0.15, ids.shape) & (ids > 0)
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, jnp.where(noise, 1, ids))
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, ids)
            return (ce * noise).sum() / jnp.maximum(noise.sum(), 1)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    key, n = jax.random.key(1), 0
    for epoch in range(1, 3):
        for b in BUCKETS:
            items = buckets[b]
            for i in range(0, len(items) - BS + 1, BS):
                arr = np.zeros((BS, b), np.int32)
                for j, d in enumerate(items[i:i + BS]):
                    arr[j, :len(d)] = d
                key, sub = jax.random.split(key)
                state, loss = step(state, arr, sub)
                n += 1
                if n % 10 == 0:
                    print(f"epoch {epoch} step {n} bucket {b} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
