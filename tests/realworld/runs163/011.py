"""Char-level GRU language model in Flax linen (nn.RNN + GRUCell), optax adamw with warmup-cosine and grad clipping."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "pack my box with five dozen liquor jugs. " * 40)
chars = sorted(set(TEXT))
stoi = {c: i for i, c in enumerate(chars)}
DATA = np.array([stoi[c] for c in TEXT], np.int32)
V, T = len(chars), 32


class CharGRU(nn.Module):
    hidden: int = 128

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(V, 32)(ids)
        x = nn.RNN(nn.GRUCell(self.hidden))(x)
        return nn.Dense(V)(x)


def get_batch(rng, bs):
    starts = rng.integers(0, len(DATA) - T - 1, bs)
    x = np.stack([DATA[s:s + T] for s in starts])
    y = np.stack([DATA[s + 1:s + T + 1] for s in starts])
    return x, y


def main():
    model = CharGRU()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, T), jnp.int32))["params"]
    total = 400
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=40, decay_steps=total, end_value=3e-4)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    print(f"vocab={V} params={sum(p.size for p in jax.tree_util.tree_leaves(params)):,}")

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss, optax.global_norm(grads)

    rng = np.random.default_rng(0)
    t0 = time.time()
    for it in range(1, total + 1):
        x, y = get_batch(rng, 32)
        state, loss, gn = train_step(state, x, y)
        if it % 40 == 0:
            print(f"iter {it:4d}/{total} | lr {float(sched(it)):.2e} | loss {float(loss):.4f} | "
                  f"bpc {float(loss) / np.log(2):.3f} | grad_norm {float(gn):.3f} | {time.time() - t0:.1f}s")
    # greedy sample
    ctx = [stoi[c] for c in "the quick"]
    for _ in range(30):
        logits = model.apply({"params": state.params}, jnp.array([ctx[-T:]]))
        ctx.append(int(logits[0, -1].argmax()))
    print("sample:", "".join(chars[i] for i in ctx))


if __name__ == "__main__":
    main()
