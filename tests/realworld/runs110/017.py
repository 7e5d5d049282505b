"""Mixed precision done right: float32 master params, bfloat16 compute; inject_hyperparams for a manual LR drop."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(256, dtype=jnp.bfloat16)(x)           # param_dtype stays float32
        x = nn.LayerNorm(dtype=jnp.float32)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.Dense(256, dtype=jnp.bfloat16)(x)
        x = nn.gelu(x)
        return nn.Dense(4, dtype=jnp.float32)(x)


rng = np.random.default_rng(0)
W = rng.normal(size=(32, 4))
X = rng.normal(size=(6000, 32)).astype(np.float32)
Y = (X @ W + 0.5 * rng.normal(size=(6000, 4))).argmax(1).astype(np.int32)
xtr, ytr, xev, yev = X[:5000], Y[:5000], X[5000:], Y[5000:]

model = Net()
key = jax.random.PRNGKey(0)
params = model.init(key, xtr[:1], train=False)["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.inject_hyperparams(optax.adamw)(learning_rate=2e-3, weight_decay=1e-2))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("param dtypes:", sorted({p.dtype.name for p in jax.tree_util.tree_leaves(params)}))


@jax.jit
def train_step(state, x, y, k):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": k})
        return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x, train=False).astype(jnp.float32)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


bs = 100
for epoch in range(6):
    if epoch == 4:   # step decay, like MultiStepLR(milestones=[4], gamma=0.1)
        state.opt_state[1].hyperparams["learning_rate"] = jnp.asarray(2e-4)
    perm = rng.permutation(len(xtr))
    tot = 0.0
    for i in range(len(xtr) // bs):
        key, k = jax.random.split(key)
        state, loss = train_step(state, xtr[perm[i * bs:(i + 1) * bs]], ytr[perm[i * bs:(i + 1) * bs]], k)
        tot += float(loss)
    el, ea = evaluate(state.params, xev, yev)
    print({"epoch": epoch, "train_loss": round(tot / (len(xtr) // bs), 4), "eval_loss": round(float(el), 4),
           "eval_accuracy": round(float(ea), 4), "learning_rate": float(state.opt_state[1].hyperparams["learning_rate"])})
print("training complete")
