# Classifier training loop migrated from PyTorch (optimizer.step() style).
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 20)).astype(np.float32)
Y = (X[:, :4] + 0.1 * rng.normal(size=(4096, 4))).argmax(-1).astype(np.int32)

def loader(bs=128):
    idx = rng.permutation(len(X))
    for i in range(0, len(X), bs):
        j = idx[i:i+bs]
        yield X[j], Y[j]

model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def compute_grads(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    return grads, loss, acc

for epoch in range(8):
    losses, accs = [], []
    for x, y in loader():
        grads, loss, acc = compute_grads(state, x, y)
        state.apply_gradients(grads=grads)
        losses.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.4f} step {int(state.step)}")
