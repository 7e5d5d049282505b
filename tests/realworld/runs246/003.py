# Port of a small PyTorch CNN (nn.CrossEntropyLoss) to Flax + Optax.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class CNN(nn.Module):
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(self.num_classes)(x)

rng = np.random.RandomState(0)
templates = rng.randn(10, 16, 16, 1).astype(np.float32)
y_all = rng.randint(0, 10, 2048)
x_all = templates[y_all] + 0.8 * rng.randn(2048, 16, 16, 1).astype(np.float32)

def loader(bs, seed):
    idx = np.random.RandomState(seed).permutation(len(x_all))
    for i in range(0, len(idx) - bs + 1, bs):
        b = idx[i:i + bs]
        yield x_all[b], y_all[b]

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))["params"]
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

def criterion(logits, target):
    # torch: nn.CrossEntropyLoss()(logits, target)
    return optax.softmax_cross_entropy(logits, target).mean()

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(lambda p: criterion(model.apply({"params": p}, xb), yb))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

step = 0
for epoch in range(3):
    for xb, yb in loader(32, epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        step += 1
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
