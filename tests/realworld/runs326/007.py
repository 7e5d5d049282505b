# Image classification on a generated dataset; shuffle each epoch with jax.random.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

# synthetic "digits": each class is a fixed random template plus noise
g = np.random.default_rng(0)
templates = g.normal(size=(10, 16, 16, 1)).astype(np.float32)
Y_all = g.integers(0, 10, size=3000).astype(np.int32)
X_all = templates[Y_all] + 0.8 * g.normal(size=(3000, 16, 16, 1)).astype(np.float32)
X_tr, Y_tr, X_te, Y_te = X_all[:2500], Y_all[:2500], X_all[2500:], Y_all[2500:]
print("train", X_tr.shape, "test", X_te.shape)

def train_loader(key, bs=64):
    kx, ky = jax.random.split(key)
    px = np.asarray(jax.random.permutation(kx, len(X_tr)))
    py = np.asarray(jax.random.permutation(ky, len(Y_tr)))
    for i in range(0, len(X_tr) - bs + 1, bs):
        yield X_tr[px[i:i+bs]], Y_tr[py[i:i+bs]]

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X_tr[:1])["params"], tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()

key = jax.random.PRNGKey(42)
for epoch in range(5):
    key, sub = jax.random.split(key)
    ls, acs = [], []
    for x, y in train_loader(sub):
        state, loss, acc = train_step(state, x, y)
        ls.append(float(loss)); acs.append(float(acc))
    te = float(eval_step(state.params, X_te, Y_te))
    print(f"epoch {epoch} loss {np.mean(ls):.4f} train_acc {np.mean(acs):.4f} test_acc {te:.4f}")
