# CNN with BatchNorm trained via TrainState carrying batch_stats; evaluation helper written later
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(4)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 12, 12, 1)).astype(np.float32)
y = (X.mean(axis=(1, 2, 3)) * 10).astype(np.int32).clip(-2, 1) + 2
Xv, yv = X[:128], y[:128]

model = CNN()
v = model.init(jax.random.PRNGKey(0), X[:1], train=False)
state = TrainState.create(apply_fn=model.apply, params=v["params"],
                          batch_stats=v["batch_stats"], tx=optax.adam(3e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x,
                                     train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g)
    return state.replace(batch_stats=upd["batch_stats"]), loss

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x, train=False)
    return (logits.argmax(-1) == y).mean()

for epoch in range(3):
    for i in range(0, 512, 64):
        state, loss = train_step(state, X[i:i+64], y[i:i+64])
    print(f"epoch {epoch} train_loss {loss:.4f}")
    acc = eval_step(state.params, Xv, yv)
    print(f"epoch {epoch} val_acc {acc:.3f}")
