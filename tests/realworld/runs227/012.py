# Healthy: small CNN with BatchNorm (torch-style ResNet stem) trained with Flax TrainState + batch_stats.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

N, C = 3000, 5
rng = np.random.default_rng(1)
labels = rng.integers(0, C, N)
protos = rng.normal(size=(C, 16, 16, 3)).astype(np.float32)
images = protos[labels] + rng.normal(size=(N, 16, 16, 3)).astype(np.float32)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        for f in (16, 32):
            x = nn.Conv(f, (3, 3), use_bias=False)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.max_pool(nn.relu(x), (2, 2), (2, 2))
        x = x.mean((1, 2))
        return nn.Dense(C)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

model = CNN()
v = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 3)), train=False)
state = TrainState.create(apply_fn=model.apply, params=v['params'], batch_stats=v['batch_stats'],
                          tx=optax.sgd(optax.cosine_decay_schedule(0.05, 5 * 37), momentum=0.9, nesterov=True))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({'params': p, 'batch_stats': state.batch_stats}, x, train=True, mutable=['batch_stats'])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd['batch_stats'])
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({'params': state.params, 'batch_stats': state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

for epoch in range(5):
    perm = np.random.default_rng(epoch).permutation(2400)
    ls, accs = [], []
    for i in range(0, 2400 - 63, 64):
        b = perm[i:i+64]
        state, l, a = train_step(state, images[b], labels[b])
        ls.append(float(l)); accs.append(float(a))
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} val_acc {float(eval_step(state, images[2400:], labels[2400:])):.4f}")
