"""Language-model-ish MLP on char bigrams, custom optax chain (clip -> adam -> warmup-cosine schedule),
mirroring the PyTorch setup: clip_grad_norm_(1.0) + Adam + LambdaLR."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

text = ("the quick brown fox jumps over the lazy dog and then keeps running through the forest " * 200)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
V = len(chars)
CTX = 8


class CharMLP(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(V, 24, rngs=rngs)
        self.h = nnx.Linear(CTX * 24, 128, rngs=rngs)
        self.o = nnx.Linear(128, V, rngs=rngs)

    def __call__(self, x):
        e = self.emb(x).reshape(x.shape[0], -1)
        return self.o(jnp.tanh(self.h(e)))


total_steps = 300
schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=30, decay_steps=total_steps)
tx = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.scale_by_adam(b1=0.9, b2=0.999, eps=1e-8),
    optax.scale_by_schedule(schedule),
)
model = CharMLP(nnx.Rngs(0))
opt = nnx.Optimizer(model, tx, wrt=nnx.Param)


@nnx.jit
def train_step(model, opt, x, y):
    def lf(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(lf)(model)
    gnorm = optax.global_norm(g)
    opt.update(model, g)
    return loss, gnorm


rng = np.random.default_rng(0)
t0 = time.time()
for step in range(1, total_steps + 1):
    ix = rng.integers(0, len(data) - CTX - 1, 64)
    x = np.stack([data[i:i + CTX] for i in ix])
    y = data[ix + CTX]
    loss, gnorm = train_step(model, opt, x, y)
    if step % 20 == 0 or step == 1:
        print(f"iter {step:4d}/{total_steps} | lr {float(schedule(step)):.2e} | loss {float(loss):8.4f} | grad_norm {float(gnorm):8.3f} | {1000 * (time.time() - t0) / step:.1f} ms/it")
