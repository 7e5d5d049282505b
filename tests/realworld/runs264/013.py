import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax import jax_utils
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean((1, 2))
        return nn.Dense(4)(x)

def make_shapes(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, size=(n, 16, 16, 1)).astype(np.float32)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    for i in range(n):
        r, c = rng.integers(3, 13, size=2)
        if y[i] == 0: x[i, r, 2:14] += 1.5
        elif y[i] == 1: x[i, 2:14, c] += 1.5
        elif y[i] == 2: x[i, r-2:r+2, c-2:c+2] += 1.5
        else: x[i, r, 2:14] += 1.5; x[i, 2:14, c] += 1.5
    return x, y

n_dev = jax.local_device_count()
print("local devices:", n_dev)
xtr, ytr = make_shapes(2560, 0)
xva, yva = make_shapes(512, 1)
bs = 128

def loader(x, y, seed):
    perm = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        j = perm[i:i+bs]
        yield x[j].reshape(n_dev, -1, 16, 16, 1), y[j].reshape(n_dev, -1)

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3))
state = jax_utils.replicate(state)

def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    g = jax.lax.pmean(g, 'batch')
    loss = jax.lax.pmean(loss, 'batch')
    acc = jax.lax.pmean((logits.argmax(-1) == y).mean(), 'batch')
    return state.apply_gradients(grads=g), loss, acc
p_train_step = jax.pmap(train_step, axis_name='batch')

@jax.jit
def evaluate(params, x, y):
    return (model.apply({'params': params}, x).argmax(-1) == y).mean()

for epoch in range(5):
    for step, (bx, by) in enumerate(loader(xtr, ytr, epoch)):
        state, loss, acc = p_train_step(state, bx, by)
    val = evaluate(jax_utils.unreplicate(state).params, xva, yva)
    print(f"epoch {epoch} loss {float(loss[0]):.4f} train_acc {float(acc[0]):.3f} val_acc {float(val):.3f}")

ckpt_dir = os.path.abspath('ckpt_011')
shutil.rmtree(ckpt_dir, ignore_errors=True)
final = jax.device_get(jax_utils.unreplicate(state).params)
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, 'final'), final)
ckptr.wait_until_finished()
restored = ckptr.restore(os.path.join(ckpt_dir, 'final'), jax.eval_shape(lambda: final))
print(f"restored checkpoint val_acc {float(evaluate(restored, xva, yva)):.3f}")
