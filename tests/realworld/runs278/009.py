"""Two-stage run: pretrain a classifier, checkpoint with Orbax, then load it for fine-tuning."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(8)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(6000, 24)).astype(np.float32)
W = rng.normal(size=(24, 8)).astype(np.float32)
Y = (X @ W).argmax(-1)
Xtr, Ytr, Xva, Yva = X[:5000], Y[:5000], X[5000:], Y[5000:]
model = Net()

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

def fit(state, epochs, tag):
    for epoch in range(epochs):
        perm = rng.permutation(len(Xtr))
        for i in range(0, len(Xtr), 100):
            idx = perm[i:i + 100]
            state, loss = train_step(state, Xtr[idx], Ytr[idx])
        print(f"[{tag}] epoch {epoch} loss {float(loss):.4f} val_acc {float(accuracy(state.params, Xva, Yva)):.4f}")
    return state

ckpt_path = os.path.abspath("pretrain_ckpt")
ckptr = ocp.PyTreeCheckpointer()

# ---- stage 1: pretraining ----
if not os.path.exists(ckpt_path):
    variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 24)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"], tx=optax.adam(1e-3))
    state = fit(state, 4, "pretrain")
    ckptr.save(ckpt_path, {"model": state.params})
    print("saved checkpoint to", ckpt_path)

# ---- stage 2: fine-tuning, starting from pretrained weights ----
variables = model.init(jax.random.PRNGKey(1), jnp.ones((1, 24)))
params = dict(variables["params"])
pretrained = ckptr.restore(ckpt_path)
params.update(pretrained)
print("loaded pretrained checkpoint:", ckpt_path)
print(f"[finetune] val_acc before fine-tuning: {float(accuracy(params, Xva, Yva)):.4f}")
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-5))
state = fit(state, 2, "finetune")
