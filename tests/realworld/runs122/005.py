"""Sentiment classifier; token ids come from a CSV read with numpy (genfromtxt gives float64)."""
import io
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

rng = np.random.default_rng(0)
rows = ["label," + ",".join(f"tok{i}" for i in range(24))]
for _ in range(300):
    rows.append(f"{rng.integers(0,2)}," + ",".join(str(t) for t in rng.integers(1, 1000, size=24)))
csv_text = "\n".join(rows)
data = np.genfromtxt(io.StringIO(csv_text), delimiter=",", skip_header=1)
labels, token_ids = data[:, 0], data[:, 1:]
print("loaded", token_ids.shape, token_ids.dtype, "labels", labels.shape)

class TextCNN(nn.Module):
    vocab: int = 1000
    dim: int = 64
    @nn.compact
    def __call__(self, ids, train: bool = False):
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = nn.Conv(64, kernel_size=(3,))(x)
        x = nn.relu(x).max(axis=1)
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(2)(x)

model = TextCNN()
variables = model.init(jax.random.PRNGKey(0), jnp.asarray(token_ids[:4]))
state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, ids, y, key):
    def lf(p):
        logits = state.apply_fn({"params": p}, ids, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y.astype(jnp.int32)).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

key = jax.random.PRNGKey(1)
for epoch in range(3):
    for i in range(0, 300, 32):
        key, sub = jax.random.split(key)
        state, loss = train_step(state, token_ids[i:i+32], labels[i:i+32], sub)
    print(f"epoch {epoch}: loss={float(loss):.4f}")
