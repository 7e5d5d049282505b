# Healthy: Flax linen CNN, optax sgd+nesterov with piecewise-constant LR (torch MultiStepLR port)
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state
print("jax", jax.__version__, "devices", jax.devices())

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
N = 1024
Y = rng.integers(0, 4, N).astype(np.int32)
X = rng.normal(scale=0.5, size=(N, 16, 16, 1)).astype(np.float32)
for c in range(4):  # class-dependent bright quadrant
    r, q = divmod(c, 2)
    X[Y == c, r*8:(r+1)*8, q*8:(q+1)*8, 0] += 1.5
steps_per_epoch = N // 64
sched = optax.piecewise_constant_schedule(0.05, {4 * steps_per_epoch: 0.1, 7 * steps_per_epoch: 0.1})
state = train_state.TrainState.create(apply_fn=CNN().apply, params=CNN().init(jax.random.key(0), X[:1]),
                                      tx=optax.sgd(sched, momentum=0.9, nesterov=True))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn(p, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(8):
    perm = rng.permutation(N); tot = 0.0
    for i in range(0, N, 64):
        idx = perm[i:i+64]
        state, loss = train_step(state, X[idx], Y[idx]); tot += float(loss)
    acc = float((state.apply_fn(state.params, X).argmax(1) == Y).mean())
    print(f"epoch {epoch} lr {float(sched(state.step)):.4f} loss {tot/steps_per_epoch:.4f} acc {acc:.3f}")
print("done")
