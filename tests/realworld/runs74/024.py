# Healthy: train, checkpoint the whole TrainState with flax.serialization.to_bytes, restore with from_bytes, resume
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax import serialization
from flax.training import train_state

rng = np.random.default_rng(1)
X = rng.normal(size=(4096, 16)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2] + 0.1 * rng.normal(size=4096)).astype(np.float32)

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

def make_state(seed):
    m = Regressor()
    return train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(seed), X[:1])["params"],
                                         tx=optax.adamw(3e-3, weight_decay=1e-4))

@jax.jit
def train_step(state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2))(state.params)
    return state.apply_gradients(grads=g), loss

def run_epochs(state, start, n):
    for epoch in range(start, start + n):
        perm = rng.permutation(len(X))
        tot = 0.0
        for i in range(0, len(X), 128):
            idx = perm[i:i + 128]
            state, loss = train_step(state, X[idx], y[idx])
            tot += float(loss) * len(idx)
        print(f"epoch {epoch:2d} | train_mse {tot / len(X):.5f} | step {int(state.step)}")
    return state

state = run_epochs(make_state(0), 1, 5)
ckpt = serialization.to_bytes(state)
with open("/tmp/runs74_024_state.msgpack", "wb") as f:
    f.write(ckpt)
print(f"saved checkpoint ({len(ckpt)} bytes) at step {int(state.step)}")

template = make_state(123)
with open("/tmp/runs74_024_state.msgpack", "rb") as f:
    restored = serialization.from_bytes(template, f.read())
same = all(bool(jnp.array_equal(a, b)) for a, b in zip(jax.tree_util.tree_leaves(state.params),
                                                      jax.tree_util.tree_leaves(restored.params)))
print(f"restored step {int(restored.step)}, params identical: {same}")
restored = run_epochs(restored, 6, 5)
print("training finished")
