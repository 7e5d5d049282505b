"""Character-level Transformer LM. Model code adapted from an older Flax LM example
(models.py, 2020) with relative-position bias; training loop rewritten for current optax."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="I%(asctime)s %(filename)s:%(lineno)d] %(message)s")

TEXT = ("the quick brown fox jumps over the lazy dog. " * 200)
CHARS = sorted(set(TEXT))
STOI = {c: i for i, c in enumerate(CHARS)}


def relative_positions(x, length):
    # tie the position ids to x so they are computed on the same device / trace as x
    pos = jax.lax.tie_in(x, jnp.arange(length))
    return pos[None, :] - pos[:, None]


class Block(nn.Module):
    dim: int
    heads: int
    max_rel: int = 32

    @nn.compact
    def __call__(self, x):
        b, t, d = x.shape
        rel = jnp.clip(relative_positions(x, t), -self.max_rel, self.max_rel) + self.max_rel
        bias_table = self.param("rel_bias", nn.initializers.zeros, (2 * self.max_rel + 1, self.heads))
        bias = bias_table[rel].transpose(2, 0, 1)[None]
        causal = nn.make_causal_mask(jnp.ones((b, t)))
        h = nn.LayerNorm()(x)
        q, k, v = [nn.DenseGeneral((self.heads, d // self.heads))(h) for _ in range(3)]
        att = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // self.heads) + bias
        att = jnp.where(causal, att, -1e9)
        y = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(att, -1), v).reshape(b, t, d)
        x = x + nn.Dense(d)(y)
        return x + nn.Dense(d)(nn.gelu(nn.Dense(4 * d)(nn.LayerNorm()(x))))


class CharLM(nn.Module):
    vocab: int
    dim: int = 64
    layers: int = 2

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.dim)(ids)
        for _ in range(self.layers):
            x = Block(self.dim, 4)(x)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def main():
    data = np.array([STOI[c] for c in TEXT], dtype=np.int32)
    logging.info("corpus: %d chars, vocab %d", len(data), len(CHARS))
    model = CharLM(len(CHARS))
    params = model.init(jax.random.key(0), jnp.zeros((1, 64), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def step(state, batch):
        def loss_fn(p):
            logits = model.apply({"params": p}, batch[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    rng = np.random.default_rng(0)
    for it in range(1, 201):
        starts = rng.integers(0, len(data) - 65, size=16)
        batch = np.stack([data[s:s + 65] for s in starts])
        state, loss = step(state, batch)
        if it % 50 == 0:
            logging.info("step %d loss %.4f", it, float(loss))


if __name__ == "__main__":
    main()
