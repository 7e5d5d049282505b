"""Fine-tune only the classifier head of a small MLP (backbone frozen) with optax.multi_transform.
Ported from a PyTorch script that did `for n, p in model.named_parameters(): p.requires_grad = 'head' in n`."""
import time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="fc1")(x))
        return nn.relu(nn.Dense(64, name="fc2")(x))

class Classifier(nn.Module):
    num_classes: int = 4
    @nn.compact
    def __call__(self, x):
        h = Backbone(name="backbone")(x)
        return nn.Dense(self.num_classes, name="head")(h)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
W = rng.normal(size=(16, 4)).astype(np.float32)
Y = np.argmax(X @ W, axis=1)

model = Classifier()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]

# requires_grad = 'head' in name
def label_fn(params):
    return jax.tree_util.tree_map_with_path(
        lambda path, _: "trainable" if "head" in path else "frozen", params)

tx = optax.multi_transform(
    {"trainable": optax.adam(1e-2), "frozen": optax.set_to_zero()},
    label_fn)
opt_state = tx.init(params)
n_train = sum(x.size for x in jax.tree.leaves(params))
print(f"model params: {n_train}")

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    acc = (logits.argmax(-1) == y).mean()
    return params, opt_state, loss, acc

bs = 128
steps = len(X) // bs
for epoch in range(1, 6):
    t0 = time.time()
    key = jax.random.PRNGKey(epoch)
    perm = np.asarray(jax.random.permutation(key, len(X)))
    losses, accs = [], []
    for i in range(steps):
        idx = perm[i * bs:(i + 1) * bs]
        params, opt_state, loss, acc = train_step(params, opt_state, X[idx], Y[idx])
        losses.append(float(loss)); accs.append(float(acc))
    dt = time.time() - t0
    print(f"Epoch {epoch}/5")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt/steps*1000:.0f}ms/step - loss: {np.mean(losses):.4f} - accuracy: {np.mean(accs):.4f}")
