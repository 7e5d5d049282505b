import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class MLP(nn.Module):
    hidden: int
    n_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)

def make_data(n, d=32, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(d, 10))
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x @ w).argmax(-1)
    return x, y

def loader(x, y, bs):
    for i in range(0, len(x), bs):
        yield x[i:i+bs], y[i:i+bs]

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

ckpt_dir = os.path.abspath('ckpt_001')
shutil.rmtree(ckpt_dir, ignore_errors=True)
x, y = make_data(2048)

# stage 1: pretrain
model = MLP(hidden=128)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
for epoch in range(2):
    for step, (bx, by) in enumerate(loader(x, y, 128)):
        state, loss = train_step(state, bx, by)
    print(f"pretrain epoch {epoch} loss {float(loss):.4f}")
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, 'step_32'), state.params)
ckptr.wait_until_finished()
print("saved checkpoint to", os.path.join(ckpt_dir, 'step_32'))

# stage 2: finetune, config from finetune yaml
cfg = {'hidden': 256, 'lr': 5e-4, 'epochs': 2}
model = MLP(hidden=cfg['hidden'])
abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(1), jnp.ones((1, 32)))['params'])
params = ckptr.restore(os.path.join(ckpt_dir, 'step_32'), abstract)
print("restored params")
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(cfg['lr']))
for epoch in range(cfg['epochs']):
    for step, (bx, by) in enumerate(loader(x, y, 128)):
        state, loss = train_step(state, bx, by)
    print(f"finetune epoch {epoch} loss {float(loss):.4f}")
