"""Char-level GRU language model in Flax linen (script from a 2022 tutorial, run on a fresh env)."""
import argparse
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state
from jax.lib import xla_bridge

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "pack my box with five dozen liquor jugs. " * 40)


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--seq_len", type=int, default=32)
    p.add_argument("--batch_size", type=int, default=32)
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--lr", type=float, default=3e-3)
    return p.parse_args()


class CharGRU(nn.Module):
    vocab: int
    hidden: int = 128

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, 64)(tokens)
        cell = nn.GRUCell(features=self.hidden)
        rnn = nn.RNN(cell)
        h = rnn(x)
        return nn.Dense(self.vocab)(h)


def main():
    args = parse()
    print(f"JAX version {jax.__version__}, backend: {xla_bridge.get_backend().platform}")
    chars = sorted(set(TEXT))
    stoi = {c: i for i, c in enumerate(chars)}
    data = np.array([stoi[c] for c in TEXT], np.int32)
    model = CharGRU(vocab=len(chars))
    params = model.init(jax.random.key(0), jnp.zeros((1, args.seq_len), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(args.lr))

    @jax.jit
    def step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    rng = np.random.default_rng(0)
    t0 = time.time()
    for it in range(1, args.steps + 1):
        idx = rng.integers(0, len(data) - args.seq_len - 1, args.batch_size)
        xb = np.stack([data[i:i + args.seq_len] for i in idx])
        yb = np.stack([data[i + 1:i + args.seq_len + 1] for i in idx])
        state, loss = step(state, xb, yb)
        if it % 25 == 0:
            print(f"iter {it:4d} | loss {float(loss):.4f} | {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
