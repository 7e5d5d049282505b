# Port of a PyTorch training loop with label smoothing switched on by the loss value.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype(np.float32)
W = rng.normal(size=(32, 10)).astype(np.float32)
Y = (X @ W).argmax(-1)

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adamw(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        onehot = jax.nn.one_hot(y, 10)
        loss = optax.softmax_cross_entropy(logits, onehot).mean()
        if loss < 1.0:
            loss = optax.softmax_cross_entropy(logits, optax.smooth_labels(onehot, 0.1)).mean()
        return loss
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

for epoch in range(3):
    for i in range(0, len(X), 64):
        state, loss = train_step(state, X[i:i+64], Y[i:i+64])
        if (i // 64) % 10 == 0:
            print(f"epoch {epoch} step {i//64} loss {float(loss):.4f}")
