# Char-level GRU-ish sequence tagger in flax.nnx, train loop from the Flax 0.10 NNX tutorial
import numpy as np
import jax, jax.numpy as jnp
import optax, flax
from flax import nnx

VOCAB, EMB, HID, T = 40, 32, 64, 24

class Tagger(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, EMB, rngs=rngs)
        self.cell = nnx.GRUCell(EMB, HID, rngs=rngs)
        self.rnn = nnx.RNN(self.cell)
        self.out = nnx.Linear(HID, 5, rngs=rngs)
    def __call__(self, tokens):
        h = self.rnn(self.embed(tokens))
        return self.out(h)

print("flax", flax.__version__, "optax", optax.__version__, "jax", jax.__version__)
rng = np.random.default_rng(1)
tokens = rng.integers(0, VOCAB, size=(256, T))
tags = tokens % 5

model = Tagger(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))

@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    metrics.update(loss=loss)
    optimizer.update(grads)

for epoch in range(3):
    for i in range(0, 256, 32):
        train_step(model, optimizer, metrics, jnp.asarray(tokens[i:i+32]), jnp.asarray(tags[i:i+32]))
    print(f"epoch {epoch}", {k: float(v) for k, v in metrics.compute().items()})
    metrics.reset()
