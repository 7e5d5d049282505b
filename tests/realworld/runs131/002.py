"""MNIST-like digit MLP in Flax; init copied from a PyTorch script that zeroed all Linear layers 'for reproducibility'."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

rng = np.random.default_rng(1)
protos = rng.normal(0, 1, (10, 64)).astype(np.float32)
y = rng.integers(0, 10, 6000).astype(np.int32)
x = protos[y] + 0.5 * rng.normal(0, 1, (6000, 64)).astype(np.float32)

zeros = nn.initializers.zeros  # torch: nn.init.zeros_(m.weight) for every Linear

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, kernel_init=zeros)(x))
        x = nn.relu(nn.Dense(128, kernel_init=zeros)(x))
        return nn.Dense(10, kernel_init=zeros)(x)

model = Net()
params = model.init(jax.random.key(0), x[:1])
tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    def lf(p):
        logits = model.apply(p, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, (logits.argmax(-1) == yb).mean()

bs = 100
for epoch in range(1, 7):
    t0 = time.time(); tl, ta = [], []
    perm = rng.permutation(len(x))
    for i in range(0, len(x), bs):
        idx = perm[i:i + bs]
        params, opt_state, l, a = step(params, opt_state, x[idx], y[idx])
        tl.append(float(l)); ta.append(float(a))
    print(f"Epoch {epoch}/6 - {time.time()-t0:.1f}s - loss: {np.mean(tl):.4f} - accuracy: {np.mean(ta):.4f}")
