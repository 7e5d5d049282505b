"""GRU-style sequence classifier over lax.scan; batches padded to the longest sequence in the batch
(pad_sequence-style collate from the PyTorch DataLoader). Compile logging turned on because
training is much slower than expected."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

jax.config.update("jax_log_compiles", True)


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, tok, lengths):
        x = nn.Embed(200, 32)(tok)
        cell = nn.GRUCell(features=64)
        rnn = nn.RNN(cell)
        h = rnn(x, seq_lengths=lengths)
        last = h[jnp.arange(h.shape[0]), lengths - 1]
        return nn.Dense(3)(last)


def collate(seqs):
    lengths = np.array([len(s) for s in seqs])
    out = np.zeros((len(seqs), lengths.max()), dtype=np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out, lengths


rng = np.random.default_rng(0)
data = [rng.integers(1, 200, size=rng.integers(5, 120)) for _ in range(4000)]
labels = np.array([int(s.sum() % 3) for s in data])
model = Encoder()
tok0, len0 = collate(data[:2])
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), tok0, len0)["params"],
                                      tx=optax.adam(1e-3))


@jax.jit
def train_step(state, tok, lengths, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, tok, lengths), y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


t_start = time.time()
for step in range(1, 31):
    idx = rng.integers(0, len(data), 32)
    tok, lengths = collate([data[i] for i in idx])
    t0 = time.time()
    state, loss = train_step(state, tok, lengths, labels[idx])
    loss = float(loss)
    print(f"step {step:3d} | batch shape {tok.shape} | loss {loss:.4f} | step time {time.time() - t0:.2f}s", flush=True)
print(f"30 steps in {time.time() - t_start:.1f}s")
