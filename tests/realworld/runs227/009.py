# Load a classifier trained with torch DDP (state_dict exported to .npz) into the Flax port and evaluate.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.traverse_util import flatten_dict, unflatten_dict

rng = np.random.default_rng(0)
W_true = rng.normal(size=(24, 5))
X = rng.normal(size=(2000, 24)).astype(np.float32)
Y = (X @ W_true).argmax(1)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name='fc1')(x))
        x = nn.relu(nn.Dense(64, name='fc2')(x))
        return nn.Dense(5, name='fc3')(x)

model = Net()

# ---- produce the "torch" checkpoint: trained weights in torch layout, saved from a DDP-wrapped module ----
p = model.init(jax.random.PRNGKey(42), jnp.ones((1, 24)))['params']
tx = optax.adam(3e-3); s = tx.init(p)
@jax.jit
def step(p, s, x, y):
    l, g = jax.value_and_grad(lambda q: optax.softmax_cross_entropy_with_integer_labels(model.apply({'params': q}, x), y).mean())(p)
    u, s = tx.update(g, s, p); return optax.apply_updates(p, u), s, l
for i in range(300):
    b = rng.integers(0, 1600, 128)
    p, s, l = step(p, s, X[b], Y[b])
torch_sd = {}
for name in ('fc1', 'fc2', 'fc3'):
    torch_sd[f'module.{name}.weight'] = np.asarray(p[name]['kernel']).T
    torch_sd[f'module.{name}.bias'] = np.asarray(p[name]['bias'])
np.savez('classifier_ddp.npz', **torch_sd)

# ---- Flax side: convert and load ----
def torch_to_flax(state_dict, init_params):
    flat = flatten_dict(init_params, sep='.')
    out = {}
    for k, v in flat.items():
        layer, leaf = k.rsplit('.', 1)
        torch_key = f"{layer}.{'weight' if leaf == 'kernel' else 'bias'}"
        t = state_dict.get(torch_key)
        if t is None:
            out[k] = v
            continue
        out[k] = jnp.asarray(t.T if leaf == 'kernel' else t)
    return unflatten_dict(out, sep='.')

sd = dict(np.load('classifier_ddp.npz'))
print(f"loaded state_dict with {len(sd)} tensors from classifier_ddp.npz")
init_params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 24)))['params']
params = torch_to_flax(sd, init_params)
print("converted params:", jax.tree_util.tree_map(lambda a: a.shape, params))

logits = model.apply({'params': params}, X[1600:])
acc = float((logits.argmax(-1) == Y[1600:]).mean())
loss = float(optax.softmax_cross_entropy_with_integer_labels(logits, Y[1600:]).mean())
print(f"eval on 400 held-out samples: loss {loss:.4f} accuracy {acc:.4f}")
