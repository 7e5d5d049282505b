"""Tiny character-level GRU language model in Flax Linen, TrainState + Optax (port of a PyTorch script)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "pack my box with five dozen liquor jugs. " * 40)
chars = sorted(set(TEXT))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in TEXT], dtype=np.int32)

CFG = dict(vocab=len(chars), embed=64, hidden=128, seq_len=32, batch_size=32, lr=3e-3, max_grad_norm=1.0, steps=300)


class CharGRU(nn.Module):
    vocab: int
    embed: int
    hidden: int

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.embed)(tokens)
        rnn = nn.RNN(nn.GRUCell(features=self.hidden))
        h = rnn(x)
        return nn.Dense(self.vocab)(h)


def get_batch(rng, bs, seq_len):
    starts = rng.integers(0, len(data) - seq_len - 1, size=bs)
    x = np.stack([data[s:s + seq_len] for s in starts])
    y = np.stack([data[s + 1:s + seq_len + 1] for s in starts])
    return jnp.asarray(x), jnp.asarray(y)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    # clip_grad_norm_ as in the torch version
    gnorm = optax.global_norm(grads)
    if gnorm > CFG["max_grad_norm"]:
        grads = jax.tree.map(lambda g: g * CFG["max_grad_norm"] / gnorm, grads)
    state = state.apply_gradients(grads=grads)
    return state, loss, gnorm


def main():
    print(f"jax {jax.__version__} vocab={CFG['vocab']} corpus_chars={len(data)}")
    model = CharGRU(CFG["vocab"], CFG["embed"], CFG["hidden"])
    params = model.init(jax.random.key(0), jnp.zeros((1, CFG["seq_len"]), jnp.int32))["params"]
    print("param count:", sum(p.size for p in jax.tree.leaves(params)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(CFG["lr"]))
    rng = np.random.default_rng(0)
    t0 = time.time()
    for step in range(1, CFG["steps"] + 1):
        x, y = get_batch(rng, CFG["batch_size"], CFG["seq_len"])
        state, loss, gnorm = train_step(state, x, y)
        if step % 25 == 0:
            print(f"step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
