# Char-level GRU language model (port of a PyTorch script using clip_grad_norm_) in Flax linen + Optax.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

MAX_GRAD_NORM = 1.0
SEQ, BS = 48, 32

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "pack my box with five dozen liquor jugs. " * 40)


class CharDataset:
    def __init__(self, text, seq_len):
        chars = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(chars)}
        self.data = np.array([self.stoi[c] for c in text], np.int32)
        self.seq_len = seq_len
        self.vocab_size = len(chars)

    def __len__(self):
        return len(self.data) - self.seq_len - 1

    def __getitem__(self, i):
        chunk = self.data[i:i + self.seq_len + 1]
        return chunk[:-1], chunk[1:]


def dataloader(ds, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(ds))
    for i in range(0, len(idx) - bs + 1, bs):
        xs, ys = zip(*(ds[j] for j in idx[i:i + bs]))
        yield np.stack(xs), np.stack(ys)


class CharGRU(nn.Module):
    vocab_size: int
    hidden: int = 128

    @nn.compact
    def __call__(self, x):
        h = nn.Embed(self.vocab_size, 64)(x)
        h = nn.RNN(nn.GRUCell(self.hidden))(h)
        return nn.Dense(self.vocab_size)(h)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    # torch.nn.utils.clip_grad_norm_(model.parameters(), MAX_GRAD_NORM)
    grad_norm = optax.global_norm(grads)
    if grad_norm > MAX_GRAD_NORM:
        grads = jax.tree.map(lambda g: g * (MAX_GRAD_NORM / (grad_norm + 1e-6)), grads)
    return state.apply_gradients(grads=grads), loss, grad_norm


def main():
    ds = CharDataset(TEXT, SEQ)
    print(f"vocab_size={ds.vocab_size} num_sequences={len(ds)}")
    model = CharGRU(ds.vocab_size)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))
    step = 0
    for epoch in range(2):
        for x, y in dataloader(ds, BS, epoch):
            state, loss, gnorm = train_step(state, x, y)
            step += 1
            if step % 10 == 0:
                print(f"step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")


if __name__ == "__main__":
    main()
