"""Tiny LLaMA-style decoder (char-level LM) in flax.linen with bfloat16 compute / float32 params."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from jax import lax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("tinyllama")

CONFIG = {"vocab_size": 64, "hidden_size": 128, "num_layers": 2, "num_heads": 4, "intermediate_size": 256,
          "rms_norm_eps": 1e-6, "max_len": 64, "dtype": "bfloat16"}
TEXT = ("the quick brown fox jumps over the lazy dog. " * 200)


class LlamaRMSNorm(nn.Module):
    dim: int
    eps: float = 1e-6
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, hidden_states):
        weight = self.param("weight", nn.initializers.ones, (self.dim,))
        variance = jnp.mean(jnp.square(hidden_states.astype(jnp.float32)), axis=-1, keepdims=True)
        hidden_states = lax.mul(hidden_states, lax.rsqrt(variance + self.eps))
        return (weight * hidden_states).astype(self.dtype)


class Block(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, x, mask):
        c, dt = self.cfg, jnp.dtype(self.cfg["dtype"])
        h = LlamaRMSNorm(c["hidden_size"], c["rms_norm_eps"], dt)(x)
        h = nn.MultiHeadDotProductAttention(num_heads=c["num_heads"], dtype=dt, use_bias=False)(h, h, mask=mask)
        x = x + h
        h = LlamaRMSNorm(c["hidden_size"], c["rms_norm_eps"], dt)(x)
        gate = nn.Dense(c["intermediate_size"], use_bias=False, dtype=dt)(h)
        up = nn.Dense(c["intermediate_size"], use_bias=False, dtype=dt)(h)
        return x + nn.Dense(c["hidden_size"], use_bias=False, dtype=dt)(nn.silu(gate) * up)


class TinyLlama(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, ids):
        c, dt = self.cfg, jnp.dtype(self.cfg["dtype"])
        x = nn.Embed(c["vocab_size"], c["hidden_size"], dtype=dt)(ids)
        x = x + self.param("pos", nn.initializers.normal(0.02), (c["max_len"], c["hidden_size"]))[: ids.shape[1]].astype(dt)
        mask = nn.make_causal_mask(ids)
        for _ in range(c["num_layers"]):
            x = Block(c)(x, mask)
        x = LlamaRMSNorm(c["hidden_size"], c["rms_norm_eps"], dt)(x)
        return nn.Dense(c["vocab_size"], use_bias=False, dtype=jnp.float32)(x)


def batches(data, seq, bs, rng):
    while True:
        starts = rng.integers(0, len(data) - seq - 1, bs)
        chunk = np.stack([data[s:s + seq + 1] for s in starts])
        yield jnp.asarray(chunk[:, :-1]), jnp.asarray(chunk[:, 1:])


def main():
    chars = sorted(set(TEXT))
    stoi = {ch: i for i, ch in enumerate(chars)}
    data = np.array([stoi[ch] for ch in TEXT], dtype=np.int32)
    log.info("corpus %d chars, vocab %d, config %s", len(data), len(chars), CONFIG)
    model = TinyLlama(CONFIG)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32), jnp.int32))["params"]
    log.info("params: %.2fM (param dtype %s)", sum(p.size for p in jax.tree.leaves(params)) / 1e6,
             jax.tree.leaves(params)[0].dtype)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    rng = np.random.default_rng(0)
    it = batches(data, 32, 16, rng)
    t0 = time.time()
    for step in range(1, 101):
        x, y = next(it)
        state, loss = train_step(state, x, y)
        if step % 20 == 0:
            log.info("step %d loss %.4f %.2fs", step, float(loss), time.time() - t0)


if __name__ == "__main__":
    main()
