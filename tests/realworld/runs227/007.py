# Multi-label tagger ported from torch: sigmoid + BCELoss written out by hand, large initial LR with warmup-free schedule.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return jax.nn.sigmoid(nn.Dense(16)(x))

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32) * 4
W = rng.normal(size=(32, 16))
Y = ((X @ W) > 0).astype(np.float32)

def loader(bs, seed):
    p = np.random.default_rng(seed).permutation(len(X))
    for i in range(0, len(X) - bs + 1, bs):
        yield X[p[i:i+bs]], Y[p[i:i+bs]]

def bce(probs, targets):  # torch.nn.BCELoss
    return -jnp.mean(targets * jnp.log(probs) + (1 - targets) * jnp.log(1 - probs))

model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))['params']
tx = optax.sgd(optax.cosine_decay_schedule(0.5, 600), momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: bce(model.apply({'params': p}, x), y))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

step = 0
for epoch in range(5):
    for xb, yb in loader(64, epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        step += 1
print(f"final loss {float(loss):.4f}")
