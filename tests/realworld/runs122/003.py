"""MNIST-style MLP classifier on synthetic digits, loss written like the PyTorch version (log of softmax)."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

rng = np.random.default_rng(1)
N, D, C = 2048, 784, 10
centers = rng.normal(scale=4.0, size=(C, D)).astype(np.float32)
y_all = rng.integers(0, C, size=N)
x_all = (centers[y_all] + rng.normal(size=(N, D))).astype(np.float32) * 25.0  # raw 0..255-ish pixel scale

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(C)(x)

model = Net()
params = model.init(jax.random.PRNGKey(0), x_all[:1])["params"]
tx = optax.sgd(learning_rate=0.5, momentum=0.9)
opt_state = tx.init(params)

def nll(logits, y):
    probs = jax.nn.softmax(logits)
    return -jnp.mean(jnp.log(probs[jnp.arange(y.shape[0]), y]))

@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: nll(model.apply({"params": p}, x), y))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

BS = 128
for epoch in range(1, 4):
    perm = rng.permutation(N)
    for it in range(N // BS):
        idx = perm[it * BS:(it + 1) * BS]
        params, opt_state, loss = train_step(params, opt_state, x_all[idx], y_all[idx])
        if it % 4 == 0:
            print(f"Train Epoch: {epoch} [{it * BS}/{N} ({100. * it * BS / N:.0f}%)]\tLoss: {float(loss):.6f}")
