import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(5)(x)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(123).normal(0, 2, size=(5, 24))
    y = rng.integers(0, 5, size=n)
    x = (centers[y] + rng.normal(size=(n, 24))).astype(np.float32)
    return x, y

def loader(x, y, bs, shuffle, seed=0):
    idx = np.random.default_rng(seed).permutation(len(x)) if shuffle else np.arange(len(x))
    for i in range(0, len(x), bs):
        yield x[idx[i:i+bs]], y[idx[i:i+bs]]

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({'params': p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def accuracy(params, x, y):
    return (Classifier().apply({'params': params}, x).argmax(-1) == y).mean()

ckpt_dir = os.path.abspath('ckpt_006')
shutil.rmtree(ckpt_dir, ignore_errors=True)
xtr, ytr = make_data(4000, 0)
xte, yte = make_data(1000, 1)

# ---- train.py ----
model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 24)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
for epoch in range(3):
    for bx, by in loader(xtr, ytr, 64, True, epoch):
        state, loss = train_step(state, bx, by)
    print(f"train epoch {epoch} loss {float(loss):.4f} test_acc {float(accuracy(state.params, xte, yte)):.4f}")
ckptr = ocp.PyTreeCheckpointer()
ckptr.save(os.path.join(ckpt_dir, 'final'), {'model': state.params, 'step': int(state.step)})
print("checkpoint written:", os.path.join(ckpt_dir, 'final'))

# ---- evaluate.py ----
model = Classifier()
init_params = model.init(jax.random.PRNGKey(7), jnp.ones((1, 24)))['params']
restored = ocp.PyTreeCheckpointer().restore(os.path.join(ckpt_dir, 'final'))
print("restored checkpoint at step", restored.get('step'))
params = restored.get('params', init_params)
accs = [float(accuracy(params, bx, by)) for bx, by in loader(xte, yte, 250, False)]
print(f"eval: test_acc {np.mean(accs):.4f} over {len(xte)} examples")
