# Char-level LM in flax.nnx; token ids produced by a numpy pipeline that normalises features.
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

text = ("the quick brown fox jumps over the lazy dog " * 200)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
ids = np.array([stoi[c] for c in text], dtype=np.int32)
SEQ, BS, V = 32, 16, len(chars)

def batches():
    n = (len(ids) - 1) // SEQ
    x = ids[: n * SEQ].reshape(n, SEQ); y = ids[1: n * SEQ + 1].reshape(n, SEQ)
    x = x / 1.0                      # pipeline shared with the regression model casts everything to float
    for i in range(0, n - BS + 1, BS):
        yield x[i:i+BS], y[i:i+BS]

class CharLM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(V, 64, rngs=rngs)
        self.mlp = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, V, rngs=rngs)
    def __call__(self, x):
        h = self.embed(x)
        return self.out(nnx.gelu(self.mlp(h)))

model = CharLM(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss

for step, (x, y) in enumerate(batches()):
    loss = train_step(model, opt, x, y)
    if step % 5 == 0:
        print(f"step {step} loss {float(loss):.4f}")
