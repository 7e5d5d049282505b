# CNN on synthetic 16x16 images; gradient clipping ported 1:1 from a PyTorch loop (clip only when norm exceeds max).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean((1, 2))
        return nn.Dense(4)(x)

class Loader:
    def __init__(self, n, bs, seed=0):
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 4, n).astype(np.int32)
        self.x = r.normal(size=(n, 16, 16, 1)).astype(np.float32)
        for c in range(4):
            self.x[self.y == c, c*4:(c+1)*4, :, 0] += 1.5
        self.bs = bs
    def __iter__(self):
        idx = np.random.permutation(len(self.y))
        for i in range(0, len(idx) - self.bs + 1, self.bs):
            j = idx[i:i+self.bs]
            yield self.x[j], self.y[j]

MAX_GRAD_NORM = 1.0
model = CNN()
loader = Loader(2048, 64)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    gnorm = optax.global_norm(grads)
    if gnorm > MAX_GRAD_NORM:
        grads = jax.tree_util.tree_map(lambda g: g * MAX_GRAD_NORM / gnorm, grads)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm

for epoch in range(3):
    for step, (x, y) in enumerate(loader):
        params, opt_state, loss, gnorm = train_step(params, opt_state, x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
