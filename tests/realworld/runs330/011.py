# Character-level GRU language model, bf16 compute (autocast-style) on a generated corpus.
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

SEQ, BATCH, HIDDEN, STEPS = 64, 32, 256, 200
COMPUTE_DTYPE = jnp.bfloat16

words = ["the", "model", "loss", "gradient", "tensor", "device", "batch", "step", "layer", "token"]


def build_corpus(n_words=200_000, seed=0):
    rng = np.random.default_rng(seed)
    text = " ".join(rng.choice(words, size=n_words))
    chars = sorted(set(text))
    stoi = {c: i for i, c in enumerate(chars)}
    return np.array([stoi[c] for c in text], np.int32), chars


def batches(data, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        starts = rng.integers(0, len(data) - SEQ - 1, size=BATCH)
        x = np.stack([data[s:s + SEQ] for s in starts])
        y = np.stack([data[s + 1:s + SEQ + 1] for s in starts])
        yield x, y


class CharGRU(nn.Module):
    vocab: int
    hidden: int = HIDDEN
    dtype: jnp.dtype = COMPUTE_DTYPE

    @nn.compact
    def __call__(self, x):
        emb = nn.Embed(self.vocab, self.hidden, dtype=self.dtype)(x)
        ScanGRU = nn.scan(nn.GRUCell, variable_broadcast="params", split_rngs={"params": False},
                          in_axes=1, out_axes=1)
        h0 = jnp.zeros((x.shape[0], self.hidden))
        _, out = ScanGRU(features=self.hidden, dtype=self.dtype, name="gru")(h0, emb)
        return nn.Dense(self.vocab, dtype=jnp.float32)(out)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    data, chars = build_corpus()
    print(f"corpus: {len(data):,} chars, vocab {len(chars)}")
    model = CharGRU(vocab=len(chars))
    params = model.init(jax.random.PRNGKey(42), jnp.zeros((BATCH, SEQ), jnp.int32))["params"]
    print(f"params: {sum(p.size for p in jax.tree.leaves(params)):,}, compute dtype {jnp.dtype(COMPUTE_DTYPE).name}")
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))
    it = batches(data)
    for step in range(1, STEPS + 1):
        x, y = next(it)
        state, loss = train_step(state, x, y)
        if step % 20 == 0:
            print(f"step {step} loss {float(loss):.4f} bpc {float(loss) / np.log(2):.3f}")


if __name__ == "__main__":
    main()
