"""Logistic-regression style text classifier on bag-of-words features, Flax linen + optax.
Port of a PyTorch loop: optimizer.step() mutated params in place there."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Classifier(nn.Module):
    hidden: int = 64
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(2)(x)

rng = np.random.default_rng(1)
X = rng.random((1024, 300)).astype(np.float32)
w = rng.normal(size=(300,))
Y = (X @ w > np.median(X @ w)).astype(np.int32)

model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 300)))["params"]
tx = optax.sgd(learning_rate=0.1, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    acc = (logits.argmax(-1) == y).mean()
    return params, opt_state, loss, acc

for epoch in range(1, 6):
    perm = rng.permutation(len(X))
    tot_loss, tot_acc, n = 0.0, 0.0, 0
    for i in range(0, len(X), 64):
        idx = perm[i:i + 64]
        params, opt_state, loss, acc = train_step(params, opt_state, X[idx], Y[idx])
        tot_loss += float(loss); tot_acc += float(acc); n += 1
        if n % 8 == 0:
            print(f"epoch {epoch} step {n:3d}  loss={tot_loss / n:.4f}  acc={tot_acc / n:.4f}")
    print(f"=== epoch {epoch} done: train_loss={tot_loss / n:.4f} train_acc={tot_acc / n:.4f}")
