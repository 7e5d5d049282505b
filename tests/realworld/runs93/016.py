"""Char-level language model (embedding + MLP over a context window) in Flax linen.
Linear warmup + inverse-sqrt decay, computed from the trainer's global_step like in the PyTorch LambdaLR version."""
import math
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

CTX, VOCAB = 8, 27
BASE_LR, WARMUP = 3e-3, 100
global_step = 0


def lr_at(step):
    return BASE_LR * min(step / WARMUP, math.sqrt(WARMUP / step)) if step > 0 else 0.0


class CharMLP(nn.Module):
    @nn.compact
    def __call__(self, ctx):
        x = nn.Embed(VOCAB, 24)(ctx).reshape(ctx.shape[0], -1)
        x = nn.tanh(nn.Dense(256)(x))
        return nn.Dense(VOCAB)(x)


text = ("the quick brown fox jumps over the lazy dog while the cat sleeps in the warm sun " * 400)
ids = np.array([0 if c == " " else ord(c) - 96 for c in text], dtype=np.int32)
windows = np.lib.stride_tricks.sliding_window_view(ids, CTX + 1)
print(f"corpus chars={len(ids)} windows={len(windows)}")

model = CharMLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, CTX), jnp.int32))["params"]
tx = optax.sgd(1.0)            # lr applied manually below
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, -1]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    lr = lr_at(global_step)
    g = jax.tree.map(lambda x: x * lr, g)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


rng = np.random.default_rng(0)
t0 = time.time()
for epoch in range(3):
    for it in range(200):
        batch = jnp.asarray(windows[rng.integers(0, len(windows), 128)])
        params, opt_state, loss = train_step(params, opt_state, batch)
        global_step += 1
        if global_step % 50 == 0:
            print(f"epoch {epoch} | step {global_step:4d} | lr {lr_at(global_step):.2e} | loss {float(loss):.4f} | "
                  f"ppl {math.exp(float(loss)):.2f} | {time.time() - t0:.1f}s")
