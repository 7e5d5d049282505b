# Data-parallel MLP classifier over 4 host CPU devices (port of a torch DDP toy job).
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import flax.linen as nn
import optax

NCLS, IN, N, GLOBAL_BATCH, EPOCHS = 4, 16, 4096, 128, 5
rng = np.random.default_rng(1)
centers = rng.normal(scale=0.6, size=(NCLS, IN)).astype(np.float32)
Y = rng.integers(0, NCLS, size=N)
X = (centers[Y] + rng.normal(size=(N, IN))).astype(np.float32)
Xte_y = rng.integers(0, NCLS, size=512)
Xte = (centers[Xte_y] + rng.normal(size=(512, IN))).astype(np.float32)

mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh = NamedSharding(mesh, P("data"))
repl_sh = NamedSharding(mesh, P())
print(f"mesh: {dict(mesh.shape)} devices={len(jax.devices())}")

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(NCLS)(x)

model = Net()
key = jax.random.PRNGKey(0)
key, init_key = jax.random.split(key)
params = model.init(init_key, jnp.zeros((1, IN)))
tx = optax.adamw(2e-3, weight_decay=1e-4)
opt_state = tx.init(params)
params, opt_state = jax.device_put((params, opt_state), repl_sh)

@jax.jit
def train_step(params, opt_state, x, y, dkey):
    def loss_fn(p):
        logits = model.apply(p, x, train=True, rngs={"dropout": dkey})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def accuracy(params, x, y):
    return jnp.mean(jnp.argmax(model.apply(params, x), -1) == y)

step = 0
for epoch in range(1, EPOCHS + 1):
    perm = rng.permutation(N)
    losses = []
    for i in range(N // GLOBAL_BATCH):
        idx = perm[i * GLOBAL_BATCH:(i + 1) * GLOBAL_BATCH]
        xb = jax.device_put(X[idx], data_sh)
        yb = jax.device_put(Y[idx], data_sh)
        key, dkey = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, xb, yb, dkey)
        losses.append(float(loss))
        step += 1
        if step % 16 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f}")
    acc = float(accuracy(params, Xte, Xte_y))
    print(f"epoch {epoch} | train_loss {np.mean(losses):.4f} | test_acc {acc:.4f}")
print("done")
