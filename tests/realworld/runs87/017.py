# Torch-exported MLP weights converted to Flax (Linear weight transposed, names mapped), then fine-tuned
import numpy as np, jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax.training import train_state

rng = np.random.default_rng(0)
sd = {"net.0.weight": (rng.normal(size=(64, 20)) / np.sqrt(20)).astype(np.float32), "net.0.bias": np.zeros(64, np.float32),
      "net.2.weight": (rng.normal(size=(3, 64)) / 8).astype(np.float32), "net.2.bias": np.zeros(3, np.float32)}

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="fc0")(x))
        return nn.Dense(3, name="fc2")(x)

def convert(sd):
    m = {"net.0": "fc0", "net.2": "fc2"}
    out = {}
    for k, v in sd.items():
        mod, kind = k.rsplit(".", 1)
        if kind == "weight":
            out.setdefault(m[mod], {})["kernel"] = jnp.asarray(v.T)
        else:
            out.setdefault(m[mod], {})["bias"] = jnp.asarray(v)
    return out

model = MLP()
ref = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"]
params = convert(sd)
assert jax.tree.map(lambda a: a.shape, ref) == jax.tree.map(lambda a: a.shape, params)
print("converted:", jax.tree.map(lambda a: a.shape, params))

X = rng.normal(size=(1500, 20)).astype(np.float32)
Y = (X[:, :3] * [1.0, -1.0, 0.5]).argmax(1).astype(np.int32)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3))

@jax.jit
def step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

for epoch in range(6):
    perm = rng.permutation(len(X)); L, A = [], []
    for i in range(0, len(X), 50):
        idx = perm[i:i+50]
        state, loss, acc = step(state, X[idx], Y[idx])
        L.append(float(loss)); A.append(float(acc))
    print(f"epoch {epoch} loss {np.mean(L):.4f} acc {np.mean(A):.3f}")
print("fine-tune finished")
