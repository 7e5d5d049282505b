"""Text classifier (bag of embeddings) written with flax.nnx; train step wrapped with plain jax.jit."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, SEQ, CLASSES = 500, 24, 3

class BowClassifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.embed = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc1 = nnx.Linear(64, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.out = nnx.Linear(64, CLASSES, rngs=rngs)

    def __call__(self, tokens):
        h = self.embed(tokens).mean(axis=1)
        h = self.drop(nnx.relu(self.fc1(h)))
        return self.out(h)

rng = np.random.default_rng(0)
tokens = rng.integers(0, VOCAB, size=(1200, SEQ)).astype(np.int32)
labels = (tokens[:, :4].sum(-1) % CLASSES).astype(np.int32)

model = BowClassifier(nnx.Rngs(params=0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@jax.jit
def train_step(tokens, labels):
    def loss_fn(model):
        logits = model(tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

print(f"jax {jax.__version__} devices {jax.devices()}")
for epoch in range(3):
    for i in range(0, len(tokens), 100):
        loss = train_step(tokens[i:i+100], labels[i:i+100])
    print(f"epoch {epoch} loss {float(loss):.4f}")
