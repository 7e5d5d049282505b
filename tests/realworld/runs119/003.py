# Sentiment-style bag-of-words classifier, ported from a PyTorch loop (optimizer.step() mutates in place...).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(1)
V, N = 500, 4096
X = (rng.random((N, V)) < 0.02).astype(np.float32)
w = rng.normal(size=V)
y = (X @ w > 0).astype(np.int32)

class BowClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(128)(x))
        h = nn.Dropout(0.0, deterministic=True)(h)
        return nn.Dense(2)(h)

model = BowClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, V)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def compute_grads(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == yb).mean()
    return grads, loss, acc

BS = 128
for epoch in range(3):
    for i, s in enumerate(range(0, N, BS)):
        xb, yb = X[s:s + BS], y[s:s + BS]
        grads, loss, acc = compute_grads(state, xb, yb)
        state.apply_gradients(grads=grads)          # like optimizer.step()
        if i % 8 == 0:
            print(f"{{'epoch': {epoch}, 'step': {epoch*(N//BS)+i}, 'loss': {float(loss):.4f}, 'accuracy': {float(acc):.4f}, 'learning_rate': 0.001}}")
print({"train_runtime": "done", "epoch": 3.0})
